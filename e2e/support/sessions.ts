import { request, type Browser, type BrowserContext } from '@playwright/test';

/*
 * Signed-in browser contexts without the sign-in screens (those have tests of their own): a
 * link is asked for through the API, read from the local-mode outbox and verified, once per
 * e-mail and worker. A link asked for within the minute after another one answers 429: wait.
 */

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const states = new Map<string, StorageState>();

interface OutboxMail {
  to: string;
  text: string;
  createdAt: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freshState(baseURL: string, email: string): Promise<StorageState> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const asked = new Date().toISOString();
    for (let attempt = 0; ; attempt += 1) {
      const response = await api.post('/api/v1/auth/sign-in-link', { data: { email } });
      if (response.status() === 202) break;
      if (response.status() !== 429 || attempt > 16) {
        throw new Error(`sign-in-link for ${email}: ${response.status()}`);
      }
      await sleep(5_000);
    }
    for (let poll = 0; poll < 100; poll += 1) {
      const outbox = (await (await api.get('/api/v1/dev/outbox')).json()) as {
        mails: OutboxMail[];
      };
      const mail = outbox.mails.find(
        (each) => each.to === email && each.createdAt >= asked.slice(0, 19),
      );
      const token = mail?.text.match(/\/login\/confirm\?token=([\w-]+)/)?.[1];
      if (token) {
        const verified = await api.post('/api/v1/auth/verify', { data: { token, email } });
        if (!verified.ok()) throw new Error(`verify for ${email}: ${verified.status()}`);
        return await api.storageState();
      }
      await sleep(200);
    }
    throw new Error(`No sign-in mail for ${email}`);
  } finally {
    await api.dispose();
  }
}

/** A new browser context signed in as `email`. */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  email: string,
): Promise<BrowserContext> {
  let state = states.get(email);
  if (!state) {
    state = await freshState(baseURL, email);
    states.set(email, state);
  }
  return browser.newContext({ baseURL, storageState: state });
}

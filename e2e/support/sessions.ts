import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { request, type Browser, type BrowserContext } from '@playwright/test';

/*
 * Signed-in browser contexts without the sign-in screens (those have tests of their own).
 * The setup project (tests/auth.setup.ts) signs every demo account in once, before any spec:
 * a link is asked for through the API, read from the local-mode outbox and verified, and the
 * cookie is kept in a file. Sign-in links are limited to one a minute per e-mail, so signing
 * in once per run keeps the limit free for sign-in.spec.ts, which runs minutes later.
 */

export const demoAccounts = {
  admin: 'admin@corner.example',
  designer: 'designer@corner.example',
  customer: 'customer@corner.example',
  other: 'other@corner.example',
} as const;

interface OutboxMail {
  to: string;
  text: string;
  createdAt: string;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Where the signed-in state of `email` is kept for this run's portal (one per port). */
export function authStatePath(email: string): string {
  const folder = resolve('.auth', process.env.E2E_PORT ?? '4319');
  mkdirSync(folder, { recursive: true });
  return join(folder, `${email}.json`);
}

async function askForLink(api: Awaited<ReturnType<typeof request.newContext>>, email: string) {
  for (let attempt = 0; attempt < 16; attempt += 1) {
    const response = await api.post('/api/v1/auth/sign-in-link', { data: { email } });
    if (response.status() === 202) return;
    if (response.status() !== 429)
      throw new Error(`sign-in-link for ${email}: ${response.status()}`);
    await sleep(5_000);
  }
  throw new Error(`sign-in-link for ${email}: still rate limited`);
}

/** Signs `email` in through the API and the outbox, and saves the session to its file. */
export async function signInThroughOutbox(baseURL: string, email: string): Promise<void> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const asked = new Date().toISOString().slice(0, 19);
    await askForLink(api, email);
    for (let poll = 0; poll < 100; poll += 1) {
      const outbox = (await (await api.get('/api/v1/dev/outbox')).json()) as {
        mails: OutboxMail[];
      };
      const mail = outbox.mails.find((each) => each.to === email && each.createdAt >= asked);
      const token = mail?.text.match(/\/login\/confirm\?token=([\w-]+)/)?.[1];
      if (token) {
        const verified = await api.post('/api/v1/auth/verify', { data: { token, email } });
        if (!verified.ok()) throw new Error(`verify for ${email}: ${verified.status()}`);
        await api.storageState({ path: authStatePath(email) });
        return;
      }
      await sleep(200);
    }
    throw new Error(`No sign-in mail for ${email}`);
  } finally {
    await api.dispose();
  }
}

/** A new browser context signed in as `email` (one of the demo accounts). */
export function signedInContext(
  browser: Browser,
  baseURL: string,
  email: string,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, storageState: authStatePath(email) });
}

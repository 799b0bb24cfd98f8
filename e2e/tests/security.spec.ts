import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectNoAxeViolations } from '../support/pages';
import { demoAccounts, signedInContext } from '../support/sessions';

/*
 * Cross-site scripting, end to end in Chromium. Names, slugs and search words made of script
 * and markup go in through the API and the address bar as a designer would type them, and come
 * out on the screens as plain text: no element is made from them and no script runs (each
 * payload would record itself in window.__xss, and a dialog listener catches alert()). Then the
 * Content Security Policy itself: an inline script and an inline event handler injected into a
 * portal page are blocked, with a securitypolicyviolation event.
 */

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** Each payload would push its name into window.__xss if the browser ran it. */
const payloads = [
  `<img src=x onerror="window.__xss.push('img')">Oak batch`,
  `<script>window.__xss.push('script')</script>`,
  `"><svg onload="window.__xss.push('svg')"><b>bold</b>`,
  `{{constructor.constructor('window.__xss.push(1)')()}} <a href="javascript:alert(1)">x</a>`,
];

interface Watched {
  page: Page;
  dialogs: string[];
}

/** Records script runs, dialogs and CSP violations from before the page's own scripts. */
async function watch(context: BrowserContext): Promise<Watched> {
  await context.addInitScript(() => {
    const target = window as unknown as { __xss: unknown[]; __csp: string[] };
    target.__xss = [];
    target.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      target.__csp.push(event.violatedDirective);
    });
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

async function expectNothingRan({ page, dialogs }: Watched) {
  expect(await page.evaluate(() => (window as unknown as { __xss: unknown[] }).__xss)).toEqual([]);
  expect(dialogs).toEqual([]);
  // None of the payloads' markup became an element.
  const injected = page.locator('img[src="x"], svg[onload], a[href^="javascript:"], main script');
  await expect(injected).toHaveCount(0);
}

let chenLoftId = '';

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL!, demoAccounts.designer);
  const api = context.request;
  const other = (await (await api.get('/api/v1/user?email=other%40corner.example')).json()) as {
    id: string;
  };
  const projects = (await (await api.get(`/api/v1/user/${other.id}/projects`)).json()) as Array<{
    id: string;
    name: string;
  }>;
  chenLoftId = projects.find((project) => project.name === 'Chen Loft Kitchen')?.id ?? '';
  expect(chenLoftId).not.toBe('');
  for (const name of payloads) {
    const created = await api.post(`/api/v1/project/${chenLoftId}/create-new-batch`, {
      data: { name },
      headers: { origin: baseURL! },
    });
    expect(created.status()).toBe(201);
    expect(await created.json()).toMatchObject({ name });
  }
  await context.close();
});

test('batch names with script and markup show as text on the batches screen', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL!, demoAccounts.designer);
  const watched = await watch(context);
  const { page } = watched;
  await page.goto(`/project/${chenLoftId}/design-versions`);
  for (const name of payloads) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
  // Open one: its name heads the details, still as text.
  await page.getByText(payloads[0]!, { exact: true }).click();
  await expect(page.getByText(`${payloads[0]} · created`)).toBeVisible();
  await expectNothingRan(watched);
  await expectNoAxeViolations(page);
  await context.close();
});

test('a slug with markup is refused by the API and shown by nothing', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL!, demoAccounts.designer);
  const watched = await watch(context);
  const { page } = watched;
  const api = context.request;
  const batches = (await (await api.get(`/api/v1/project/${chenLoftId}/batches`)).json()) as Array<{
    id: string;
  }>;
  const batch = (await (
    await api.get(`/api/v1/project/${chenLoftId}/batches/${batches[0]!.id}`)
  ).json()) as { designVersions: Array<{ id: string }> };
  const page_ = `/api/v1/project/${chenLoftId}/batches/${batches[0]!.id}/create-estimate-page/${batch.designVersions[0]!.id}`;
  const refused = await api.post(page_, {
    data: { slug: `<script>alert(1)</script>` },
    headers: { origin: baseURL! },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ error: expect.stringMatching(/slug/i) });

  // The public estimate view of a slug made of markup: the not-found state, nothing run.
  await page.goto(`/estimate/${encodeURIComponent(payloads[0]!)}`);
  await expect(page.getByText('Failed to load estimate')).toBeVisible();
  await expectNothingRan(watched);
  await context.close();
});

test('search words with markup are echoed as text on the projects list', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL!, demoAccounts.designer);
  const watched = await watch(context);
  const { page } = watched;
  await page.goto('/projects');
  const words = payloads[2]!;
  await page.getByLabel('Search projects').fill(words);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(`No projects match “${words}”.`)).toBeVisible();
  await expectNothingRan(watched);
  await context.close();
});

test('the Content Security Policy blocks inline script on a portal page', async ({ browser }) => {
  const context = await browser.newContext();
  const watched = await watch(context);
  const { page } = watched;
  const response = await page.goto('/kitchens');
  const policy = response!.headers()['content-security-policy'] ?? '';
  const directives = new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = "window.__xss.push('inline script')";
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = `<img src="/api/v1/no-such-picture" onerror="window.__xss.push('handler')">`;
    document.body.append(holder);
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))
    .toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
  expect(await page.evaluate(() => (window as unknown as { __xss: unknown[] }).__xss)).toEqual([]);
  expect(watched.dialogs).toEqual([]);
  await context.close();
});

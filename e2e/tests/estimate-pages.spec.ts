import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { demoEstimatePageSlug, expectedDemoEstimate } from '../support/demo-estimate';
import { expectNoAxeViolations, hasHorizontalScroll, openPage } from '../support/pages';
import { authStatePath } from '../support/sessions';
import { estimatedProject, staffCall } from '../support/staff-api';
import { E2eSmtpSink } from '../support/smtp-sink';

/*
 * Issue 6: the customer's estimate page and the public estimate view, on the demo data,
 * against the real API and database. customer@corner.example and other@corner.example sign
 * in once each, with links read from real mail.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

// PAYMENT_LINK_URL (playwright.config.ts) with the estimate's reference (issue 24).
const paymentLink = /^https:\/\/pay\.example\/corner-reserve\?client_reference_id=E-\d{4}-\d{4,}/;
const subtitle = "We've calculated your estimate based on the measurements of your kitchen";
let walkerId = '';

async function asUser(browser: Browser, email: string) {
  const context = await browser.newContext({ storageState: authStatePath(email) });
  return { context, page: await context.newPage() };
}

/** The summary of one design version as [term, value] pairs, in the order shown. */
async function summaryOf(version: Locator): Promise<[string, string][]> {
  const summary = version.getByRole('region', { name: /^Estimate of / });
  const terms = await summary.getByRole('term').allTextContents();
  const values = await summary.getByRole('definition').allTextContents();
  return terms.map((term, index) => [term, values[index] ?? '']);
}

/** Every version of the demo page shows the pricing package's totals and lines. */
async function expectDemoEstimate(page: Page) {
  await expect(page.getByText(subtitle)).toBeVisible();
  for (const expected of expectedDemoEstimate()) {
    const version = page.getByRole('region', { name: expected.name, exact: true });
    await expect(version.getByRole('heading', { level: 2, name: expected.name })).toBeVisible();
    const lines = await summaryOf(version);
    expect(lines[0]).toEqual(['Total Price:', expected.total]);
    expect(lines[1]?.[0]).toBe('The price is valid until');
    expect(lines[1]?.[1]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(lines.slice(2)).toEqual(expected.lines);
    await expect(version.getByRole('link', { name: 'RESERVE A SPOT' })).toHaveAttribute(
      'href',
      paymentLink,
    );
  }
}

test.beforeAll(async ({ browser }) => {
  const { context, page } = await asUser(browser, 'customer@corner.example');
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as { id: string };
  const projects = (await (
    await page.request.get(`/api/v1/user/${session.id}/projects`)
  ).json()) as Array<{ id: string; name: string }>;
  walkerId = projects.find((project) => project.name === 'Walker Family Kitchen')?.id ?? '';
  expect(walkerId).not.toBe('');
  await context.close();
});

test('the customer sees the published estimate and RESERVE A SPOT leads to the payment link', async ({
  browser,
}) => {
  const { context, page } = await asUser(browser, 'customer@corner.example');
  await page.route('https://pay.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Pay</title><h1>Payment</h1>' }),
  );
  await page.goto(`/project/${walkerId}/estimate`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Walker Family Kitchen' }),
  ).toBeVisible();
  await expectDemoEstimate(page);
  // No back button on the customer's estimate page.
  await expect(page.getByRole('link', { name: 'Projects', exact: true })).toHaveCount(0);

  // The item details load when a group is opened.
  const first = page.getByRole('region', { name: expectedDemoEstimate()[0]!.name, exact: true });
  await first.getByRole('button', { name: 'Fronts & Boxes' }).click();
  await expect(first.getByRole('heading', { level: 4 }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const reserved = page.waitForRequest(
    (request) =>
      request.url().endsWith(`/api/v1/project/${walkerId}/estimate/events`) &&
      request.postData() === '{"kind":"reserve"}',
  );
  await first.getByRole('link', { name: 'RESERVE A SPOT' }).click();
  await reserved;
  await expect(page).toHaveURL(paymentLink);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await context.close();
});

test('an anonymous visitor opens the public estimate view, with the main menu', async ({
  page,
}) => {
  const viewed = page.waitForRequest(
    (request) =>
      request.url().endsWith(`/api/v1/estimate-view/${demoEstimatePageSlug}/events`) &&
      request.postData() === '{"kind":"view"}',
  );
  const viewAnswer = `/api/v1/estimate-view/${demoEstimatePageSlug}`;
  const viewAsked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === viewAnswer) viewAsked.push(request.url());
  });
  const response = await page.goto(`/estimate/${demoEstimatePageSlug}`);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Walker Family Kitchen' }),
  ).toBeVisible();
  await expectDemoEstimate(page);
  await viewed;
  // Rendered on the server with its data (decision 46): the browser never asks for it.
  expect(await response?.text()).toContain('Walker Family Kitchen');
  expect(viewAsked).toHaveLength(0);
  await expect(page.getByRole('button', { name: 'MENU' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'LOGOUT' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an unknown slug says so in plain words, with ways on and no Retry', async ({ page }) => {
  await page.goto('/estimate/no-such-estimate-page');
  await expect(page.getByRole('heading', { name: 'Failed to load estimate' })).toBeVisible();
  await expect(
    page.getByText('This estimate link is not valid or is no longer published.'),
  ).toBeVisible();
  await expect(page.getByText(/Endpoint/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Browse components' }).click();
  await expect(page).toHaveURL(/\/components$/);
});

/**
 * The page as the browser renders it when the server could not (the app's own index.html): the
 * server renders it with its data otherwise (decision 46), and the app asks for nothing.
 */
async function renderedInTheBrowser(page: Page) {
  const appShell = await page.request.get('/projects');
  await page.route('**/estimate/demo-kitchen-estimate', (route) =>
    route.fulfill({ response: appShell }),
  );
}

test('a server failure of the estimate page keeps the spec text and Retry', async ({ page }) => {
  let failures = 0;
  await page.route('**/api/v1/estimate-view/demo-kitchen-estimate', async (route) => {
    if (failures >= 3) return route.fallback();
    failures += 1;
    return route.fulfill({ status: 500, json: { code: 'INTERNAL', error: 'The kitchen is busy' } });
  });
  await renderedInTheBrowser(page);
  await openPage(page, '/estimate/demo-kitchen-estimate');
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Failed to load estimate')).toBeVisible({ timeout: 15_000 });
  await expect(alert.getByText('The kitchen is busy')).toBeVisible();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Total Price:').first()).toBeVisible();
});

test('a network failure of the estimate page keeps the spec text and Retry', async ({ page }) => {
  let failures = 0;
  await page.route('**/api/v1/estimate-view/demo-kitchen-estimate', async (route) => {
    if (failures >= 3) return route.fallback();
    failures += 1;
    return route.abort('connectionrefused');
  });
  await renderedInTheBrowser(page);
  await openPage(page, '/estimate/demo-kitchen-estimate');
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Network error: could not connect to server')).toBeVisible({
    timeout: 15_000,
  });
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Total Price:').first()).toBeVisible();
});

test('a customer of another project gets nothing of this one', async ({ browser }) => {
  const { context, page } = await asUser(browser, 'other@corner.example');
  await page.goto(`/project/${walkerId}/estimate`);
  await expect(page.getByRole('heading', { name: 'Failed to load data' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your projects' })).toBeVisible();
  await expect(page.getByText('Total Price:')).toHaveCount(0);
  await expect(page.getByText('Walker Family Kitchen')).toHaveCount(0);
  const api = await page.request.get(`/api/v1/project/${walkerId}/estimate`);
  expect(api.status()).toBe(404);
  const items = await page.request.post(`/api/v1/project/${walkerId}/estimate/events`, {
    data: { kind: 'view' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(items.status()).toBe(404);
  await context.close();
});

test('at 360 px wide the public view and the customer page do not scroll sideways', async ({
  browser,
}, testInfo) => {
  for (const [who, path] of [
    [undefined, `/estimate/${demoEstimatePageSlug}`],
    ['customer@corner.example', `/project/${walkerId}/estimate`],
  ] as const) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      ...(who ? { storageState: authStatePath(who) } : {}),
    });
    const page = await context.newPage();
    await openPage(page, path);
    await expect(page.getByText('Total Price:').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const screenshot = await page.screenshot({ fullPage: true });
    await testInfo.attach(`estimate at 360 px: ${path}`, {
      body: screenshot,
      contentType: 'image/png',
    });
    expect(await hasHorizontalScroll(page)).toBe(false);
    const total = page.getByRole('definition').first();
    const box = await total.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);

    // The renders gallery swipes on a touch screen.
    const gallery = page.getByRole('region', { name: /^Renders of / }).first();
    await expect(gallery.getByRole('group')).toHaveAttribute('aria-label', '1 of 2');
    const stage = gallery.getByRole('group');
    const area = (await stage.boundingBox())!;
    const y = area.y + area.height / 2;
    await stage.dispatchEvent('touchstart', {
      touches: [{ identifier: 1, clientX: area.x + area.width - 20, clientY: y }],
    });
    await stage.dispatchEvent('touchend', {
      changedTouches: [{ identifier: 1, clientX: area.x + 20, clientY: y }],
    });
    await expect(gallery.getByRole('group')).toHaveAttribute('aria-label', '2 of 2');
    await context.close();
  }
});

/*
 * Issue 25 point 3: 'Create estimate page' mails the customer the link (checked by default),
 * and 'Send to customer' mails it again; a project without a customer e-mail cannot. On
 * projects of this test's own, so the demo's pages stay as the other tests expect them.
 */
test.describe('the customer told', () => {
  const sink = new E2eSmtpSink();
  const stamp = Date.now();
  const customerEmail = `told-${stamp}@corner.test`;

  test.beforeAll(() => sink.start());
  test.afterAll(() => sink.stop());

  /** The mails to `email` received after `after`, their quoted-printable soft breaks undone. */
  function mailsTo(email: string, after: number): string[] {
    return sink.mails
      .slice(after)
      .filter((mail) => mail.to.includes(email))
      .map((mail) => mail.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '='));
  }

  test("mails the link on creation, again on 'Send to customer', never without an e-mail", async ({
    browser,
  }) => {
    const { context, page } = await asUser(browser, 'designer@corner.example');
    await page.goto('/projects');
    const projectName = `E2E Told Kitchen ${stamp}`;
    const call = staffCall(page.request, new URL(page.url()).origin);
    const { projectId } = await estimatedProject(call, projectName, [customerEmail]);
    const slug = `told-kitchen-${stamp}`;

    await page.goto(`/project/${projectId}/design-versions`);
    await page.getByRole('button', { name: 'Create estimate page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create estimate page' });
    const option = dialog.getByRole('checkbox', { name: 'E-mail the customer the link' });
    await expect(option).toBeChecked();
    await expect(dialog.getByText(`To ${customerEmail}`)).toBeVisible();
    const before = sink.count;
    await dialog.getByLabel('Page slug').fill(slug);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();

    await expect.poll(() => mailsTo(customerEmail, before).length, { timeout: 20_000 }).toBe(1);
    const [mail] = mailsTo(customerEmail, before);
    expect(mail).toContain(`Your estimate for ${projectName}`);
    expect(mail).toMatch(new RegExp(`https?://[^\\s"<>]+/estimate/${slug}`));
    expect(mail).toMatch(/valid until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('Content-Type: text/plain');

    const pages = page.getByRole('region', { name: 'Estimate Pages' });
    await expect(pages.getByText(/^Last sent just now$/)).toBeVisible();
    await pages.getByRole('button', { name: 'Send to customer' }).click();
    await expect(pages.getByText(`Last sent just now to ${customerEmail}`)).toBeVisible();
    await expect.poll(() => mailsTo(customerEmail, before).length, { timeout: 20_000 }).toBe(2);

    // A project without a customer e-mail (the back office asks for one, but older projects may
    // have none): the answer says so, and the option is off, saying why.
    const { projectId: lonelyId } = await estimatedProject(call, `E2E Untold Kitchen ${stamp}`, [
      `untold-${stamp}@corner.test`,
    ]);
    await page.route(`**/api/v1/project/${lonelyId}/view-statistics`, async (route) => {
      const answer = await route.fetch();
      await route.fulfill({
        response: answer,
        json: { ...((await answer.json()) as object), customerEmails: [] },
      });
    });
    await page.goto(`/project/${lonelyId}/design-versions`);
    await page.getByRole('button', { name: 'Create estimate page' }).click();
    const lonely = page.getByRole('dialog', { name: 'Create estimate page' });
    const off = lonely.getByRole('checkbox', { name: 'E-mail the customer the link' });
    await expect(off).toBeDisabled();
    await expect(off).not.toBeChecked();
    await expect(lonely.getByText(/This project has no customer e-mail/)).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
});

import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { demoEstimatePageSlug, expectedDemoEstimate } from '../support/demo-estimate';
import { expectNoAxeViolations, hasHorizontalScroll } from '../support/pages';
import { signedInContext } from '../support/sessions';

/*
 * Issue 25 point 2 (decision 42): who opened what. A visitor signed out and customer@ open the
 * demo's published page, its Compare view shows a second version, RESERVE A SPOT is pressed;
 * designer@ then sees the opens, the versions viewed, the press and today's point of the
 * sparkline raised on the batch's Estimate Pages section and in the projects list. The
 * designer's own open adds nothing.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const designer = 'designer@corner.example';
const pageUrl = `/estimate/${demoEstimatePageSlug}`;
let walkerId = '';
let batchName = '';

interface Counts {
  opens: number;
  presses: number;
  today: number;
  versions: string;
}

async function asUser(browser: Browser, baseURL: string, email: string) {
  const context = await signedInContext(browser, baseURL, email);
  return { context, page: await context.newPage() };
}

/** The demo page's statistics on the batches screen, as the designer reads them. */
async function openStatistics(page: Page): Promise<Locator> {
  await page.goto(`/project/${walkerId}/design-versions`);
  await page.getByRole('button', { name: new RegExp(batchName) }).click();
  const section = page.getByRole('region', { name: 'Estimate Pages' });
  const panel = section.getByRole('group', { name: `Views of /${demoEstimatePageSlug}` });
  await expect(panel).toBeVisible();
  return panel;
}

async function countsOf(panel: Locator): Promise<Counts> {
  return {
    opens: Number(await panel.getByTestId('stat-opens').textContent()),
    presses: Number(await panel.getByTestId('stat-presses').textContent()),
    today: Number(await panel.getByTestId('sparkline-today').getAttribute('data-value')),
    versions: (await panel.getByTestId('stat-versions').textContent()) ?? '',
  };
}

/** How many views the statistics name for a version (0 when it is not listed). */
function viewsOf(versions: string, name: string): number {
  const match = versions.match(new RegExp(`${name} \\((\\d+) views?\\)`));
  return match ? Number(match[1]) : 0;
}

/** Waits until the page has sent an event of the kind (answered 204). */
function eventSent(page: Page, kind: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/events') &&
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes(`"kind":"${kind}"`),
  );
}

test.beforeAll(async ({ browser, baseURL }) => {
  const { context, page } = await asUser(browser, baseURL!, designer);
  const json = async (path: string): Promise<unknown> =>
    (await page.request.get(`/api/v1${path}`)).json();
  const customer = (await json('/user?email=customer%40corner.example')) as { id: string };
  const projects = (await json(`/user/${customer.id}/projects`)) as { id: string; name: string }[];
  walkerId = projects.find((project) => project.name === 'Walker Family Kitchen')?.id ?? '';
  const batches = (await json(`/project/${walkerId}/batches`)) as { id: string; name: string }[];
  for (const batch of batches) {
    const detail = (await json(`/project/${walkerId}/batches/${batch.id}`)) as {
      createdEstimatePage: { estimateSlug: string } | null;
    };
    if (detail.createdEstimatePage?.estimateSlug === demoEstimatePageSlug) batchName = batch.name;
  }
  expect(batchName).not.toBe('');
  await context.close();
});

test('the designer sees the opens, versions viewed, presses and the sparkline of the demo page', async ({
  browser,
  baseURL,
}) => {
  const second = expectedDemoEstimate()[1]!.name;
  const staff = await asUser(browser, baseURL!, designer);
  const before = await countsOf(await openStatistics(staff.page));

  // A visitor signed out: the page, scrolled down to the second version, then RESERVE A SPOT.
  const visitor = await browser.newContext({ baseURL });
  const visit = await visitor.newPage();
  await visit.route('https://pay.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Pay</title>' }),
  );
  const versionsSeen: string[] = [];
  visit.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().endsWith('/events') && body.includes('"version"')) versionsSeen.push(body);
  });
  const opened = eventSent(visit, 'view');
  await visit.goto(pageUrl);
  await opened;
  await visit.getByRole('heading', { level: 2, name: second }).scrollIntoViewIfNeeded();
  await expect.poll(() => versionsSeen.length).toBeGreaterThanOrEqual(2);
  // The press leaves for the payment page at once: the call is sent kept alive.
  const pressed = visit.waitForRequest(
    (request) => request.url().endsWith('/events') && !!request.postData()?.includes('reserve'),
  );
  await visit
    .getByRole('region', { name: second, exact: true })
    .getByRole('link', { name: 'RESERVE A SPOT' })
    .click();
  await pressed;
  await expect(visit).toHaveTitle('Pay');
  await visitor.close();

  // customer@ on the same page, signed in, then its Compare view.
  const customer = await asUser(browser, baseURL!, 'customer@corner.example');
  const customerOpened = eventSent(customer.page, 'view');
  await customer.page.goto(pageUrl);
  await customerOpened;
  const compared = eventSent(customer.page, 'version');
  await customer.page.getByRole('link', { name: 'Compare versions' }).click();
  await expect(
    customer.page.getByRole('heading', { level: 1, name: 'Compare versions' }),
  ).toBeVisible();
  await compared;
  await customer.context.close();

  await staff.page.reload();
  const panel = await openStatistics(staff.page);
  await expect(panel.getByTestId('stat-opens')).toHaveText(String(before.opens + 2));
  await expect(panel.getByTestId('stat-presses')).toHaveText(String(before.presses + 1));
  await expect(panel.getByTestId('sparkline-today')).toHaveAttribute(
    'data-value',
    String(before.today + 2),
  );
  const after = await countsOf(panel);
  expect(viewsOf(after.versions, second)).toBeGreaterThan(viewsOf(before.versions, second));
  await expect(
    panel.getByRole('img', { name: /Opens per day over the last 30 days/ }),
  ).toBeVisible();
  await expect(panel.getByText('just now')).toBeVisible();

  // The designer's own open adds nothing.
  const own = eventSent(staff.page, 'view');
  await staff.page.goto(pageUrl);
  await own;
  const unchanged = await countsOf(await openStatistics(staff.page));
  expect(unchanged).toEqual(after);
  await staff.context.close();
});

test('axe finds nothing on the batches screen with the statistics shown, at 1280 and 390 px', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asUser(browser, baseURL!, designer);
  await page.setViewportSize({ width: 1280, height: 900 });
  const panel = await openStatistics(page);
  await expect(panel.getByTestId('sparkline-today')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send to customer' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel.getByTestId('sparkline-today')).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test('the staff projects list shows the last customer activity, sorts by it and shows the views', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asUser(browser, baseURL!, designer);
  await page.goto('/projects');
  await page.getByLabel('Sort by').selectOption('activity');
  await expect(page).toHaveURL(/sort=activity/);
  const first = page.getByRole('list', { name: 'Projects' }).getByRole('listitem').first();
  // The demo page was just opened and pressed: the Walker Family Kitchen leads.
  await expect(first.getByRole('heading', { name: 'Walker Family Kitchen' })).toBeVisible();
  await expect(
    first.getByText(/^(Opened the estimate|Pressed RESERVE A SPOT), (just now|\d+ min ago)$/),
  ).toBeVisible();
  await first.getByText('Views and presses').click();
  const views = first.getByRole('group', { name: 'Views of Walker Family Kitchen' });
  await expect(views.getByTestId('stat-opens')).not.toHaveText('0');
  await expect(views.getByRole('img', { name: /Opens per day/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // On a phone the row, its activity and its statistics stay within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await hasHorizontalScroll(page)).toBe(false);
  await context.close();
});

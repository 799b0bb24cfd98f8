import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectNoAxeViolations, hasHorizontalScroll } from '../support/pages';
import { demoAccounts, signedInContext } from '../support/sessions';

/*
 * Issue 39 point 3: staff read the pipeline. admin@ opens it from the back office's navigation:
 * the demo's funnel (its three projects made without an enquiry, Walker Family Kitchen's
 * published page, Walker Garden Studio's reservation) as charts, each with a table of the same
 * numbers, the estimates' value and what waits; axe finds nothing at 1280 and 390 px, and
 * nothing scrolls sideways on the phone. The run shares one database: other specs may add
 * enquiries and opens, so the counts are checked as at least the demo's.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  context = await signedInContext(browser, baseURL!, demoAccounts.admin);
  page = await context.newPage();
});
test.afterAll(() => context.close());

/** The count in the funnel table's row of a step. */
async function reached(step: string): Promise<number> {
  const row = page
    .getByRole('table', { name: 'Funnel' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${step}`) }) });
  return Number((await row.getByRole('cell').first().textContent())!.replace(/\D/g, ''));
}

test("the admin reads the demo's funnel as charts and tables, at 1280 and 390 px", async () => {
  await page.setViewportSize(desktop);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Pipeline' })
    .click();
  await expect(page).toHaveURL(/\/admin\/pipeline$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
  // The cohort in one sentence: the last 365 days by default, filled in the period's fields.
  await expect(page.getByText(/^Each enquiry received from \d{4}-\d{2}-\d{2} to /)).toBeVisible();
  const period = page.getByRole('search', { name: 'Pipeline period' });
  await expect(period.getByLabel('From')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

  // The funnel: a chart and its table, six steps, the demo's projects in them.
  const funnelChart = page.getByRole('img', { name: /^Funnel from / });
  await expect(funnelChart).toBeVisible();
  await expect(funnelChart).toHaveAttribute('aria-label', /Enquiries \d+, Converted \d+/);
  const funnel = page.getByRole('table', { name: 'Funnel' });
  await expect(funnel.getByRole('row')).toHaveCount(7);
  expect(await reached('Enquiries')).toBeGreaterThanOrEqual(3);
  expect(await reached('Converted')).toBeGreaterThanOrEqual(3);
  expect(await reached('Estimate published')).toBeGreaterThanOrEqual(2);
  expect(await reached('Accepted or reserved')).toBeGreaterThanOrEqual(1);
  expect(await reached('Paid')).toBeGreaterThanOrEqual(1);

  // The times between steps, and the estimates' value per currency.
  await expect(page.getByRole('img', { name: /^Median days from the step before/ })).toBeVisible();
  const times = page.getByRole('table', { name: 'Median time between steps' });
  await expect(times.getByRole('row')).toHaveCount(6);
  await expect(times.getByRole('rowheader', { name: 'Enquiries → Converted' })).toBeVisible();
  const values = page.getByRole('table', { name: 'Value of estimates at each step' });
  await expect(values.getByRole('rowheader', { name: 'Estimate published' }).first()).toBeVisible();

  // What waits now, each list a table or a sentence.
  await expect(page.getByRole('heading', { level: 2, name: 'Waiting now' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Payments overdue' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A period is a link: the fields put it in the address.
  await period.getByLabel('From').fill('2020-01-01');
  await period.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/admin\/pipeline\?from=2020-01-01&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText(/^Each enquiry received from 2020-01-01 to /)).toBeVisible();
  expect(await reached('Enquiries')).toBeGreaterThanOrEqual(3);

  // On a phone: the tables under their charts, nothing scrolls sideways, nothing out of rule.
  await page.setViewportSize(phone);
  await expect(funnelChart).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectNoAxeViolations(page);
});

test('the designer reads the pipeline of their own projects', async ({ browser, baseURL }) => {
  const designer = await signedInContext(browser, baseURL!, demoAccounts.designer);
  try {
    const own = await designer.newPage();
    await own.goto('/admin/pipeline');
    await expect(own.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
    await expect(
      own.getByText('Your projects only: the leads that became a project you design.'),
    ).toBeVisible();
    await expect(own.getByRole('table', { name: 'Funnel' })).toBeVisible();
    await expect(own.getByRole('heading', { name: 'Enquiries not contacted' })).toHaveCount(0);
  } finally {
    await designer.close();
  }
});

import type { PriceListRates, PriceLists } from '@corner/contracts';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectNoAxeViolations, hasHorizontalScroll } from '../support/pages';
import { demoAccounts, signedInContext } from '../support/sessions';

/*
 * Issue 39 point 2: an admin reads the audit trail. admin@ saves a new price list version with
 * another assembly rate on /admin/price-list, then finds that change on /admin/audit as one
 * sentence, narrowed to price lists, and in the CSV export with the same filters. The run
 * shares one database: the rates active before are saved again (as a newer version) at the
 * end, as admin-price-list.spec.ts does, so the other specs' totals hold.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const admin = demoAccounts.admin;
const phone = { width: 390, height: 844 };

let context: BrowserContext;
let page: Page;
let api: APIRequestContext;
let origin = '';
let ratesBefore: PriceListRates | undefined;

async function call<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await api.fetch(`/api/v1${path}`, { method, data, headers: { origin } });
  if (!response.ok())
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

test.beforeAll(async ({ browser, baseURL }) => {
  origin = baseURL!;
  context = await signedInContext(browser, baseURL!, admin);
  page = await context.newPage();
  api = context.request;
  ratesBefore = (await call<PriceLists>('GET', '/admin/price-lists')).active.rates;
});

test.afterAll(async () => {
  // The rates active before this spec, again, as the newest version: the other specs expect them.
  if (ratesBefore) {
    const lists = await call<PriceLists>('GET', '/admin/price-lists');
    await call('POST', '/admin/price-lists', {
      basedOnVersion: lists.active.version,
      rates: ratesBefore,
    });
  }
  await context.close();
});

test('the admin finds a price list change in the audit trail, narrowed and exported', async () => {
  // A new version with another assembly rate, saved on the price list screen.
  await page.goto('/admin/price-list');
  const assembly = page.getByLabel('Assembly rate');
  await expect(assembly).toHaveValue(ratesBefore!.assemblyRate);
  const oldRate = ratesBefore!.assemblyRate;
  const newRate = oldRate === '0.27' ? '0.28' : '0.27';
  const saveButton = page.getByRole('button', { name: /^Save as version \d+$/ });
  const next = Number((await saveButton.textContent())!.replace(/\D/g, ''));
  await assembly.fill(newRate);
  await saveButton.click();
  const dialog = page.getByRole('alertdialog', { name: `Make version ${next} active?` });
  await dialog.getByRole('button', { name: `Save as version ${next}` }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Price list version ${next} is active`, { exact: true }).last(),
  ).toBeVisible();

  // The trail names it first, in one sentence.
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Audit trail' })
    .click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const sentence = `${admin} changed Assembly rate ${oldRate} → ${newRate}`;
  const changes = page.getByRole('list', { name: 'Recorded changes' }).getByRole('listitem');
  await expect(changes.first()).toContainText(sentence);
  await expect(changes.first()).toContainText(`Price list version ${next} (Price list)`);
  await expectNoAxeViolations(page);

  // Narrowed to price lists: a link of its own, and the change still first.
  await page.getByLabel('What').selectOption({ label: 'Price list' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?kind=price-list$/);
  await expect(changes.first()).toContainText(sentence);
  for (const change of await changes.all()) await expect(change).toContainText('(Price list)');

  // The CSV export takes the same filters, and has the same sentence.
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  const href = (await exportLink.getAttribute('href'))!;
  expect(href).toBe('/api/v1/admin/audit/export.csv?kind=price-list');
  const csv = await page.request.get(href);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text()).trimEnd().split('\r\n');
  expect(lines[0]).toContain('"What"');
  expect(lines[1]).toContain(`"${sentence}"`);
  expect(lines.slice(1).every((line) => line.includes('"price-list"'))).toBe(true);

  // On a phone: nothing scrolls sideways, and nothing is out of rule.
  await page.setViewportSize(phone);
  await expect(changes.first()).toContainText(sentence);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectNoAxeViolations(page);
});

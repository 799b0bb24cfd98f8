import { builtInDeposit } from '@corner/contracts';
import { formatMoney } from '@corner/contracts/display';
import { calculateEstimate, priceListVersion1, type PriceList } from '@corner/pricing';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { demoEstimatePageSlug, expectedDemoEstimate } from '../support/demo-estimate';
import { expectNoAxeViolations } from '../support/pages';
import { signedInContext } from '../support/sessions';

/*
 * Issue 8 as an admin: a new price list version (a higher assembly rate) prices the estimates
 * calculated after it, on the staff batches screen, while estimates made before it (another
 * batch's, a published page's, the demo page's) keep their totals. Before it goes live, a
 * confirmation shows the rates it changes and the open batches' totals (decision 55); after,
 * the batches screen names the list each estimate used and previews today's parameters with it. The run shares one
 * database: the project is this spec's own, and the first version's rates are saved again
 * (as a newer version) at the end, so the other specs' demo totals hold.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const admin = 'admin@corner.example';
const stamp = Date.now();
const projectName = `E2E Price List Kitchen ${stamp}`;
const slug = `e2e-price-list-${stamp}`;
const newAssemblyRate = '0.30';
const params = {
  country: 'us',
  size: 'medium',
  distance: 'near',
  usPart: 'east',
  deliveryType: 'shipping',
  currency: 'usd',
  assembled: true,
} as const;

let context: BrowserContext;
let page: Page;
let api: APIRequestContext;
let origin = '';
let projectId = '';
let versionName = 'Price oak';
let lines: { category: 'front'; quantity: string; unitPrice: number }[] = [];
let oldTotal = '';

const { version: _version, ...ratesV1 } = priceListVersion1;

async function call<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await api.fetch(`/api/v1${path}`, { method, data, headers: { origin } });
  if (!response.ok())
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The total the pricing package makes of this spec's version with the rates. */
function totalWith(rates: PriceList): string {
  return formatMoney(amountWith(rates), 'usd');
}

function amountWith(rates: PriceList): number {
  const pricing = {
    ...params,
    isCountertopDeliverySeparated: false,
    measurements: null,
    installation: null,
    dollarRate: null,
  };
  return calculateEstimate(lines, pricing, rates, new Date()).totalCost;
}

/** "+$12.34": the new rates' total less the first version's. */
function increase(): string {
  const before = amountWith(priceListVersion1);
  const after = amountWith({ ...priceListVersion1, assemblyRate: newAssemblyRate });
  return `+${formatMoney(Math.round((after - before) * 100) / 100, 'usd')}`;
}

const section = (title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.beforeAll(async ({ browser, baseURL }) => {
  origin = baseURL!;
  context = await signedInContext(browser, baseURL!, admin);
  page = await context.newPage();
  api = context.request;
  // A project of this spec's own: one version of ten catalog fronts, assembled.
  const catalog = await call<{ items: { id: string; unitPrice: number }[] }>(
    'GET',
    '/admin/catalog-search?category=front',
  );
  const item = catalog.items[0]!;
  lines = [{ category: 'front', quantity: '10', unitPrice: item.unitPrice }];
  const project = await call<{ id: string }>('POST', '/admin/projects', {
    name: projectName,
    status: 'estimation',
    customerEmails: [`price-list-${stamp}@corner.test`],
  });
  projectId = project.id;
  const version = await call<{ id: string; name: string }>(
    'POST',
    `/admin/projects/${projectId}/design-versions`,
    { name: versionName },
  );
  versionName = version.name;
  await call('POST', `/admin/projects/${projectId}/design-versions/${version.id}/lines/catalog`, {
    catalogItemId: item.id,
    quantity: 10,
  });
  // The "Before" batch is priced and published with the active (first) rates.
  const before = await call<{ id: string }>('POST', `/project/${projectId}/create-new-batch`, {
    name: 'Before',
  });
  const beforeUrl = `/project/${projectId}/batches/${before.id}`;
  await call('POST', `${beforeUrl}/update-parameters`, params);
  const [estimate] = await call<{ totalCost: number }[]>(
    'POST',
    `${beforeUrl}/calculate-batch-estimate`,
  );
  oldTotal = formatMoney(estimate!.totalCost, 'usd');
  expect(oldTotal).toBe(totalWith(priceListVersion1));
  await call('POST', `${beforeUrl}/create-estimate-page/${version.id}`, { slug });
  // The "After" batch has its parameters but no estimate yet.
  const after = await call<{ id: string }>('POST', `/project/${projectId}/create-new-batch`, {
    name: 'After',
  });
  await call('POST', `/project/${projectId}/batches/${after.id}/update-parameters`, params);
});

test.afterAll(async () => {
  // The first version's rates again, as the newest version: the other specs expect them.
  const lists = await call<{ active: { version: number } }>('GET', '/admin/price-lists');
  // The pricing package's rates hold no deposit: the built-in one, as a fresh portal has.
  await call('POST', '/admin/price-lists', {
    basedOnVersion: lists.active.version,
    rates: { ...ratesV1, deposit: builtInDeposit },
  });
  await context.close();
});

test('the admin saves a new price list version with a higher assembly rate', async () => {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Price list' })
    .click();
  await expect(page).toHaveURL(/\/admin\/price-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Price list' })).toBeVisible();
  const assembly = page.getByLabel('Assembly rate');
  await expect(assembly).toHaveValue(ratesV1.assemblyRate);
  const saveButton = page.getByRole('button', { name: /^Save as version \d+$/ });
  const next = Number((await saveButton.textContent())!.replace(/\D/g, ''));
  await expectNoAxeViolations(page);

  // Out of rule: the generic messages, nothing sent.
  await page.getByLabel('Europe').fill('0');
  await assembly.fill('');
  await saveButton.click();
  await expect(page.getByText('A factor must be above 0')).toBeVisible();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Europe').fill(ratesV1.countryFactor.eu);
  await assembly.fill(newAssemblyRate);
  await saveButton.click();

  // Nothing goes live before the confirmation: what changes, old → new, and what the open
  // "After" batch would cost (the published "Before" batch is not open).
  const newTotal = totalWith({ ...priceListVersion1, assemblyRate: newAssemblyRate });
  const dialog = page.getByRole('alertdialog', { name: `Make version ${next} active?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  const rates = dialog.getByRole('region', { name: 'Rates' });
  await expect(rates.getByRole('listitem')).toHaveText([
    `Assembly rate ${ratesV1.assemblyRate} → ${newAssemblyRate}`,
  ]);
  const open = dialog.getByRole('region', { name: `Open batches, today → with version ${next}` });
  const after = open.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: `${projectName} · After`, exact: true }),
  });
  await expect(after).toContainText(`${versionName} ${oldTotal} → ${newTotal}, ${increase()}`);
  await expect(
    open.getByRole('heading', { name: `${projectName} · Before`, exact: true }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Cancel keeps the active version; the save button has the focus again.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(saveButton).toBeFocused();
  await expect(page.getByText(`Version ${next - 1} is active.`, { exact: false })).toBeVisible();
  await expect(assembly).toHaveValue(newAssemblyRate);

  await saveButton.click();
  await dialog.getByRole('button', { name: `Save as version ${next}` }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Price list version ${next} is active`, { exact: true }).last(),
  ).toBeVisible();
  await expect(page.getByText(`Version ${next} is active.`, { exact: false })).toBeVisible();
  await expect(page.getByLabel('Assembly rate')).toHaveValue(newAssemblyRate);
  const versions = section('Versions');
  const newest = versions.getByRole('row', { name: new RegExp(`^${next} `) });
  await expect(newest).toContainText('Active');
  // The versions table says what the version changed.
  await expect(newest.getByRole('list', { name: `Changed in version ${next}` })).toHaveText(
    `Assembly rate ${ratesV1.assemblyRate} → ${newAssemblyRate}`,
  );
});

test('a recalculation on the batches screen uses the new rates; older estimates keep theirs', async () => {
  const newTotal = totalWith({ ...priceListVersion1, assemblyRate: newAssemblyRate });
  expect(newTotal).not.toBe(oldTotal);

  await page.goto(`/project/${projectId}/design-versions`);
  await page.getByRole('button', { name: /After/ }).click();
  const estimates = section('Estimates');
  await estimates.getByRole('button', { name: 'Calculate' }).click();
  await expect(estimates.getByRole('listitem').first()).toContainText(newTotal);
  // Each card names the price list its amounts came from.
  const lists = await call<{ active: { version: number } }>('GET', '/admin/price-lists');
  await expect(estimates.getByRole('listitem').first()).toContainText(
    new RegExp(`Price list version ${lists.active.version}, saved `),
  );

  // The batch priced before the change still shows its estimate as it was issued.
  await page.getByRole('button', { name: /Before/ }).click();
  await expect(estimates.getByRole('listitem').first()).toContainText(oldTotal);
  await expect(estimates.getByRole('listitem').first()).toContainText(
    /Price list version 1, (built in|saved )/,
  );
  // Its unchanged parameters, priced with the current list, without editing anything.
  const previewButton = page.getByRole('button', { name: 'Preview with the current price list' });
  await previewButton.click();
  const preview = page.getByRole('region', { name: 'Price preview with the current price list' });
  await expect(preview).toContainText(`${oldTotal} → ${newTotal}, ${increase()}`);
  await expect(preview).toContainText(`With price list version ${lists.active.version}`);
  await expect(preview).not.toContainText(/browser|server/i);

  // So does its published page, and the demo company's page.
  await page.goto(`/estimate/${slug}`);
  const version = page.getByRole('region', { name: versionName, exact: true });
  await expect(version.getByText(oldTotal, { exact: true }).first()).toBeVisible();
  // Its lines and what drove its price are the issued ones too (issue 23 point 5).
  const drivers = version.getByRole('region', { name: `What drives the price of ${versionName}` });
  await expect(drivers.getByRole('definition').filter({ hasText: /^Version 1$/ })).toBeVisible();
  await version.getByRole('button', { name: /^Fronts & Boxes/ }).click();
  const { quantity, unitPrice } = lines[0]!;
  await expect(
    version.getByText(formatMoney(Number(quantity) * unitPrice, 'usd'), { exact: true }).first(),
  ).toBeVisible();
  await page.goto(`/estimate/${demoEstimatePageSlug}`);
  for (const expected of expectedDemoEstimate()) {
    const demoVersion = page.getByRole('region', { name: expected.name, exact: true });
    await expect(demoVersion.getByText(expected.total, { exact: true }).first()).toBeVisible();
  }
});

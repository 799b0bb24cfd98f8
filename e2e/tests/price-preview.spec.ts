import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectNoAxeViolations } from '../support/pages';
import { signedInContext } from '../support/sessions';

/*
 * Issue 25 point 1 (decision 41): while the designer edits a batch's parameters, each design
 * version shows its total under the new values beside its calculated one; what Calculate then
 * stores is that total to the cent. On a project of this spec's own (two versions, a batch in
 * EUR, calculated), so no other spec's data moves.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const designer = 'designer@corner.example';
const stamp = Date.now();
const projectName = `E2E Preview Kitchen ${stamp}`;
const batchName = 'Preview batch';
const versionNames = ['Preview oak', 'Preview walnut'] as const;
let projectId = '';
let staff: APIRequestContext;
let origin = '';

async function staffCall<T>(method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await staff.fetch(`/api/v1${path}`, { method, data, headers: { origin } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function catalogItem(category: string, index: number) {
  const found = await staffCall<{ items: { id: string }[] }>(
    'GET',
    `/admin/catalog-search?category=${category}`,
  );
  return found.items[index]!.id;
}

test.beforeAll(async ({ browser, baseURL }) => {
  origin = baseURL!;
  const context = await signedInContext(browser, baseURL!, designer);
  staff = context.request;
  const project = await staffCall<{ id: string }>('POST', '/admin/projects', {
    name: projectName,
    status: 'estimation',
    customerEmails: [`preview-${stamp}@corner.test`],
  });
  projectId = project.id;
  for (const [index, name] of versionNames.entries()) {
    const version = await staffCall<{ id: string }>(
      'POST',
      `/admin/projects/${projectId}/design-versions`,
      { name },
    );
    const lines = `/admin/projects/${projectId}/design-versions/${version.id}/lines/catalog`;
    await staffCall('POST', lines, {
      catalogItemId: await catalogItem('front', index),
      quantity: 7.5,
    });
    await staffCall('POST', lines, {
      catalogItemId: await catalogItem('hardware', index),
      quantity: 14,
    });
    await staffCall('POST', lines, {
      catalogItemId: await catalogItem('countertop', 0),
      quantity: 3.2,
    });
  }
  const batch = await staffCall<{ id: string }>('POST', `/project/${projectId}/create-new-batch`, {
    name: batchName,
  });
  const batchPath = `/project/${projectId}/batches/${batch.id}`;
  await staffCall('POST', `${batchPath}/update-parameters`, {
    country: 'eu',
    size: 'medium',
    assembled: true,
    distance: 'medium',
    measurements: 350,
    installation: 1450,
    currency: 'eur',
    dollarRate: '0.9215',
  });
  await staffCall('POST', `${batchPath}/calculate-batch-estimate`);
});

const section = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The total Calculate stored for a version, as its estimate card shows it. */
async function storedTotal(estimates: Locator, versionName: string): Promise<string> {
  const card = estimates.getByRole('listitem').filter({
    has: estimates.page().getByRole('heading', { name: versionName }),
  });
  const total = card.getByText('Total Price:').locator('xpath=following-sibling::dd');
  return (await total.textContent())!.trim();
}

/** A saved parameter as the read-only summary shows it. */
const savedValue = (params: Locator, label: string) =>
  params.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

/** "€18,240.00 → €19,105.50, +€865.50": the preview's before and after totals and the change. */
function previewParts(text: string) {
  const match = /^(.+) → (.+), ([+-].+|no change)$/.exec(text.trim());
  expect(match, text).not.toBeNull();
  return { before: match![1]!, after: match![2]!, change: match![3]! };
}

const editModeHint =
  'Until you change a value, a click outside the parameters leaves edit mode; after, Save Changes or Cancel.';

async function editSizeAndRate(params: Locator) {
  await params.getByRole('button', { name: 'Edit' }).click();
  await expect(params.getByText(editModeHint)).toBeVisible();
  await expect(params.getByText('1 USD = 0.9215 EUR')).toBeVisible();
  await params.getByLabel('Size').selectOption('large');
  await params.getByLabel('Dollar rate').fill('0.9480');
  await expect(params.getByText('1 USD = 0.9480 EUR')).toBeVisible();
  // One hint, the same once a value changed (decision 54).
  await expect(params.getByText(editModeHint)).toBeVisible();
}

test('the preview prices every version as Calculate then stores it, to the cent', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL!, designer);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/project/${projectId}/design-versions`);
  await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
  const params = section(page, 'Delivery parameters');
  const estimates = section(page, 'Estimates');
  const before: Record<string, string> = {};
  for (const name of versionNames) before[name] = await storedTotal(estimates, name);

  await editSizeAndRate(params);
  const preview = page.getByRole('region', { name: 'Price preview' });
  const previewed: Record<string, string> = {};
  for (const name of versionNames) {
    const row = preview.getByRole('listitem').filter({ hasText: name });
    const total = row.locator('span').nth(1);
    await expect(total).toContainText('→');
    const parts = previewParts((await total.textContent())!);
    expect(parts.before).toBe(before[name]);
    expect(parts.change).toMatch(/^\+/);
    previewed[name] = parts.after;
    // A larger kitchen costs more to deliver, and the new rate moves every line.
    await expect(row.getByText('Delivery', { exact: true })).toBeVisible();
    await expect(row.getByText('Assembly', { exact: true })).toBeVisible();
  }
  // Other specs may have saved newer price lists: the preview names the active one.
  const active = (await (await page.request.get('/api/v1/admin/price-lists/active')).json()) as {
    version: number;
  };
  await expect(preview).toContainText(`price list version ${active.version}`);
  await expectNoAxeViolations(page);

  // Cancel removes the preview and keeps the saved values.
  await params.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();
  await expect(savedValue(params, 'Size')).toHaveText('Medium');
  await expect(savedValue(params, 'Dollar rate')).toHaveText('0.9215');

  // The same change saved, the estimates deleted and calculated again: the stored totals
  // are the previewed ones.
  await editSizeAndRate(params);
  await expect(preview.getByRole('listitem')).toHaveCount(versionNames.length);
  await params.getByRole('button', { name: 'Save Changes' }).click();
  await expect(preview).toBeHidden();
  await expect(savedValue(params, 'Size')).toHaveText('Large');
  await expect(savedValue(params, 'Dollar rate')).toHaveText('0.9480');
  await estimates.getByRole('button', { name: 'Delete estimates' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await estimates.getByRole('button', { name: 'Calculate' }).click();
  for (const name of versionNames) {
    await expect(estimates.getByRole('heading', { name })).toBeVisible();
    expect(await storedTotal(estimates, name)).toBe(previewed[name]);
  }
  await context.close();
});

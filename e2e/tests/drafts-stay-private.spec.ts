import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectNoAxeViolations } from '../support/pages';
import { signInThroughOutbox, signedInContext } from '../support/sessions';

/*
 * Issue 25 point 0 (decision 38): a calculation alone never shows a customer a price. On a
 * project of this spec's own (nothing published, nothing pinned) the designer calculates a
 * batch; the customer's list and estimate page stay as they were until the designer pins the
 * version in the back office, and again after it is unpinned.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const designer = 'designer@corner.example';
const stamp = Date.now();
const customer = `drafts-${stamp}@corner.test`;
const projectName = `E2E Drafts Kitchen ${stamp}`;
const versionName = 'Drafts oak';
let projectId = '';
let staff: APIRequestContext;
let origin = '';

async function staffCall<T>(method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) {
  const response = await staff.fetch(`/api/v1${path}`, { method, data, headers: { origin } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The customer's view of the project: its card in the list, and its estimate page. */
async function expectNoPriceShown(page: Page) {
  await page.goto('/projects');
  const card = page.getByRole('listitem').filter({ hasText: projectName });
  await expect(card.getByText('Not estimated yet')).toBeVisible();
  await page.goto(`/project/${projectId}/estimate`);
  await expect(page.getByRole('heading', { name: 'No Estimate found' })).toBeVisible();
  await expect(
    page.getByText('No estimate have been calculated for this project yet.'),
  ).toBeVisible();
}

test.beforeAll(async ({ browser, baseURL }) => {
  origin = baseURL!;
  const context = await signedInContext(browser, baseURL!, designer);
  staff = context.request;
  const project = await staffCall<{ id: string }>('POST', '/admin/projects', {
    name: projectName,
    status: 'estimation',
    customerEmails: [customer],
  });
  projectId = project.id;
  const version = await staffCall<{ id: string }>(
    'POST',
    `/admin/projects/${projectId}/design-versions`,
    { name: versionName },
  );
  const catalog = await staffCall<{ items: { id: string }[] }>(
    'GET',
    '/admin/catalog-search?category=front',
  );
  await staffCall(
    'POST',
    `/admin/projects/${projectId}/design-versions/${version.id}/lines/catalog`,
    {
      catalogItemId: catalog.items[0]!.id,
      quantity: 4,
    },
  );
  await signInThroughOutbox(baseURL!, customer);
});

test('a calculated draft stays private until the designer pins it', async ({
  browser,
  baseURL,
}) => {
  const page = await (await signedInContext(browser, baseURL!, customer)).newPage();
  await expectNoPriceShown(page);

  const batch = await staffCall<{ id: string }>('POST', `/project/${projectId}/create-new-batch`, {
    name: 'Draft',
  });
  const batchPath = `/project/${projectId}/batches/${batch.id}`;
  await staffCall('POST', `${batchPath}/update-parameters`, {
    country: 'us',
    size: 'small',
    usPart: 'west',
    distance: 'near',
    deliveryType: 'shipping',
    currency: 'usd',
  });
  await staffCall('POST', `${batchPath}/calculate-batch-estimate`);
  await expectNoPriceShown(page);

  // The designer pins the version in the back office; the page says what customers see.
  const admin = await (await signedInContext(browser, baseURL!, designer)).newPage();
  await admin.goto(`/admin/projects/${projectId}`);
  await expect(
    admin.getByText(/^Customers see no price yet: publish an estimate page from a batch/),
  ).toBeVisible();
  await admin.getByRole('button', { name: `Pin ${versionName}` }).click();
  await expect(
    admin.getByText(new RegExp(`^Customers see ${versionName} with estimate E-\\d{4}-\\d{4,} of `)),
  ).toBeVisible();
  await expectNoAxeViolations(admin);

  await page.goto(`/project/${projectId}/estimate`);
  await expect(page.getByText('Total Price:')).toBeVisible();
  await page.goto('/projects');
  const card = page.getByRole('listitem').filter({ hasText: projectName });
  await expect(card.getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();

  await admin.getByRole('button', { name: `Pinned · Unpin ${versionName}` }).click();
  await expect(admin.getByText(/^Customers see no price yet/)).toBeVisible();
  await expectNoPriceShown(page);
});

import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectNoAxeViolations, openPage } from '../support/pages';
import { signedInContext } from '../support/sessions';

/*
 * The designers' day on the batches screen (/project/{id}/design-versions), against the real
 * API and database, signed in once as designer@corner.example.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const designer = 'designer@corner.example';
let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
let walkerId = '';
/** The customer's project in design: no batches at first, and no estimates the other specs use. */
let gardenId = '';

/** Staff reach the customer's projects through the customer's profile. */
async function findProjects(page: Page): Promise<void> {
  const json = async (path: string): Promise<unknown> =>
    (await page.request.get(`/api/v1${path}`)).json();
  const customer = (await json('/user?email=customer%40corner.example')) as { id: string };
  const projects = (await json(`/user/${customer.id}/projects`)) as Array<{
    id: string;
    name: string;
  }>;
  const idOf = (name: string) => projects.find((project) => project.name === name)?.id ?? '';
  walkerId = idOf('Walker Family Kitchen');
  gardenId = idOf('Walker Garden Studio');
}

async function staffPage(browser: Browser): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ storageState });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return { context, page: await context.newPage() };
}

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL!, designer);
  const page = await context.newPage();
  await findProjects(page);
  storageState = await context.storageState();
  await context.close();
});

const batchesUrl = (projectId: string) => `/project/${projectId}/design-versions`;

async function createBatch(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Create batch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create batch' });
  await expect(dialog.getByLabel('Batch name')).toHaveAttribute('placeholder', 'initial estimate');
  await dialog.getByLabel('Batch name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(name) })).toHaveAttribute(
    'aria-current',
    'true',
  );
}

const section = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function toast(page: Page, title: string) {
  await expect(
    page
      .getByRole('region', { name: /notifications/i })
      .getByText(title, { exact: true })
      .last(),
  ).toBeVisible();
}

test("the empty and error states: 'No Batches', 'Failed to load batches'", async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await staffPage(browser);
  {
    // A project of the test's own: every demo project has batches.
    const created = await page.request.post('/api/v1/admin/projects', {
      data: {
        name: 'E2E no batches',
        status: 'estimation',
        customerEmails: ['e2e-empty@corner.test'],
      },
      headers: { origin: baseURL! },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(batchesUrl(id));
    await expect(page.getByText('No Batches', { exact: true })).toBeVisible();
    await expect(
      page.getByText('No batches have been created for this project yet.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  }

  // The batch list answers with a failure once; Retry asks again.
  let failures = 0;
  await page.route(`**/api/v1/project/${walkerId}/batches`, async (route) => {
    if (failures >= 1) return route.fallback();
    failures += 1;
    return route.fulfill({
      status: 429,
      body: JSON.stringify({ code: 'RATE_LIMITED', error: 'Slow down' }),
    });
  });
  await page.goto(batchesUrl(walkerId));
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load batches' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: /Portland house/ })).toBeVisible();
  await context.close();
});

test('a US batch: parameters, calculate, estimate page, copy, delete', async ({ browser }) => {
  const { page, context } = await staffPage(browser);
  await page.goto(batchesUrl(gardenId));
  await expect(page.getByRole('link', { name: 'Projects', exact: true })).toHaveAttribute(
    'href',
    '/projects',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create batch' }).click();
  await expect(page.getByRole('dialog', { name: 'Create batch' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await createBatch(page, 'E2E US batch');
  await expect(page.getByRole('heading', { name: 'Walker Garden Studio' })).toBeVisible();
  await expectNoAxeViolations(page);

  const params = section(page, 'Delivery parameters');
  await expect(params.getByText('No parameters', { exact: true })).toBeVisible();
  const estimates = section(page, 'Estimates');
  await expect(estimates.getByText('No Estimates', { exact: true })).toBeVisible();
  await expect(
    estimates.getByText('No estimates have been calculated for this batch yet.'),
  ).toBeVisible();
  await expect(estimates.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  // Decision 54: a disabled Calculate says why, and Edit opens the blank form at once.
  await expect(estimates.getByRole('button', { name: 'Calculate' })).toHaveAccessibleDescription(
    'Set the delivery parameters above first.',
  );

  await params.getByRole('button', { name: 'Edit' }).click();
  await expect(params.getByLabel('Country')).toBeFocused();
  await expect(params.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await expect(params.getByLabel('US part')).toBeDisabled();
  await params.getByLabel('Country').selectOption('eu');
  await params.getByLabel('Currency').selectOption('gbp');
  await expect(params.getByLabel('Dollar rate')).toBeEnabled();
  await params.getByLabel('Country').selectOption('us');
  // The country change reset the currency to usd; us fixes it and enables the US fields.
  await expect(params.getByLabel('Currency')).toHaveValue('usd');
  await expect(params.getByLabel('Currency')).toBeDisabled();
  await expect(params.getByLabel('Dollar rate')).toBeDisabled();
  await expect(params.getByLabel('Measurements cost')).toBeDisabled();
  await expect(params.getByLabel('US part')).toBeEnabled();
  await params.getByLabel('Size').selectOption('medium');
  await params.getByRole('button', { name: 'Save Changes' }).click();
  await expect(params.getByLabel('Distance')).toHaveAttribute('aria-invalid', 'true');
  await expect(params.getByLabel('US part')).toHaveAttribute('aria-invalid', 'true');
  await params.getByLabel('Distance').selectOption('far');
  await params.getByLabel('US part').selectOption('west');
  await params.getByLabel('Delivery type').selectOption('shipping');
  await params.getByLabel('Countertop delivered separately').check();
  await expectNoAxeViolations(page);
  await params.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Batch params saved successfully');
  await expect(params.getByRole('combobox')).toHaveCount(0);
  await expect(params.getByText('West', { exact: true })).toBeVisible();
  await expect(params.getByRole('button', { name: 'Edit' })).toBeVisible();

  await expect(estimates.getByText('Set the delivery parameters above first.')).toBeHidden();
  await estimates.getByRole('button', { name: 'Calculate' }).click();
  const cards = estimates.getByRole('listitem');
  await expect(cards.first()).toContainText('Total Price:');
  await expect(cards.first()).toContainText('The price is valid until');
  await expect(estimates.getByRole('heading', { name: 'Chalk White Galley' })).toBeVisible();

  await page.getByRole('button', { name: 'Create estimate page' }).click();
  const pageDialog = page.getByRole('dialog', { name: 'Create estimate page' });
  await expect(pageDialog.getByLabel('Page slug')).toHaveAttribute(
    'placeholder',
    'customername-kitchen-estimate',
  );
  // Decision 54: the project's name offered as a free slug, checked as it is typed.
  const slugField = pageDialog.getByLabel('Page slug');
  await expect(slugField).toHaveValue(/^walker-garden-studio(-\d+)?$/);
  await expect(pageDialog.getByRole('status')).toHaveText('This address is free.');
  await expectNoAxeViolations(page);
  // A taken slug: a sentence naming the free variant; Create sends nothing until one is used.
  await slugField.fill('demo-kitchen-estimate');
  await expect(pageDialog.getByRole('status')).toHaveText(
    /^This address is taken by another estimate page\. Try demo-kitchen-estimate-\d+\.$/,
  );
  await expect(slugField).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await pageDialog.getByRole('button', { name: 'Create' }).click();
  await expect(slugField).toBeFocused();
  await expect(pageDialog.getByRole('alert')).toHaveCount(0);
  const useFree = pageDialog.getByRole('button', { name: /^Use demo-kitchen-estimate-\d+$/ });
  const slug = ((await useFree.textContent()) ?? '').replace(/^Use /, '');
  await expect(pageDialog.getByRole('status')).toContainText(`Try ${slug}.`);
  await useFree.click();
  await expect(slugField).toHaveValue(slug);
  await expect(pageDialog.getByRole('status')).toHaveText('This address is free.');
  await pageDialog.getByRole('button', { name: 'Create' }).click();
  await expect(pageDialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Create estimate page' })).toBeHidden();

  const pages = section(page, 'Estimate Pages');
  const link = pages.getByRole('link', { name: `/${slug}` });
  await expect(link).toHaveAttribute('target', '_blank');
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(opened).toHaveURL(new RegExp(`/estimate/${slug}$`));
  await opened.close();

  await pages.getByRole('button', { name: `Copy link to /${slug}` }).click();
  await toast(page, 'Link copied to clipboard!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/estimate/${slug}$`),
  );

  await estimates.getByRole('button', { name: 'Delete estimates' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this estimates?');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(estimates.getByText('No Estimates', { exact: true })).toBeVisible();
  await expect(estimates.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  await context.close();
});

test('an EU batch in GBP with a dollar rate', async ({ browser }) => {
  const { page, context } = await staffPage(browser);
  await page.goto(batchesUrl(gardenId));
  await createBatch(page, 'E2E EU batch');
  const params = section(page, 'Delivery parameters');
  await params.getByRole('button', { name: 'Edit' }).click();
  await params.getByLabel('Country').selectOption('eu');
  await expect(params.getByLabel('US part')).toBeDisabled();
  await expect(params.getByLabel('Measurements cost')).toBeEnabled();
  await params.getByLabel('Size').selectOption('large');
  await params.getByLabel('Distance').selectOption('near');
  await params.getByLabel('Currency').selectOption('gbp');
  await params.getByLabel('Dollar rate').fill('');
  await params.getByLabel('Dollar rate').pressSequentially('0.791234');
  await expect(params.getByLabel('Dollar rate')).toHaveValue('0.7912');
  await params.getByLabel('Measurements cost').pressSequentially('120.555');
  await expect(params.getByLabel('Measurements cost')).toHaveValue('120.55');
  await params.getByLabel('Installation cost').pressSequentially('300');
  await params.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Batch params saved successfully');
  await expect(params.getByText('0.7912', { exact: true })).toBeVisible();
  await expect(params.getByText('120.55 $')).toBeVisible();
  await expect(params.getByText('300.00 $')).toBeVisible();

  const estimates = section(page, 'Estimates');
  await estimates.getByRole('button', { name: 'Calculate' }).click();
  await expect(estimates.getByRole('listitem').first()).toContainText('£');
  await context.close();
});

test('a stale save from a second tab is explained, with a reload', async ({ browser }) => {
  const { page, context } = await staffPage(browser);
  await page.goto(batchesUrl(gardenId));
  await createBatch(page, 'E2E stale batch');
  const params = section(page, 'Delivery parameters');
  await params.getByRole('button', { name: 'Edit' }).click();
  await params.getByLabel('Country').selectOption('eu');
  await params.getByLabel('Size').selectOption('small');
  await params.getByLabel('Distance').selectOption('near');
  await params.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Batch params saved successfully');

  const second = await context.newPage();
  await second.goto(batchesUrl(gardenId));
  await second.getByRole('button', { name: /E2E stale batch/ }).click();
  const secondParams = section(second, 'Delivery parameters');
  await secondParams.getByRole('button', { name: 'Edit' }).click();
  await secondParams.getByLabel('Size').selectOption('large');

  await params.getByRole('button', { name: 'Edit' }).click();
  await params.getByLabel('Size').selectOption('medium');
  await params.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Batch params saved successfully');

  await secondParams.getByRole('button', { name: 'Save Changes' }).click();
  await toast(second, 'Failed to save batch params');
  const alert = secondParams.getByRole('alert');
  await expect(alert).toContainText('Someone else saved these parameters after you opened them');
  await alert.getByRole('button', { name: 'Reload parameters' }).click();
  // The latest parameters, read-only again: the other tab's size.
  await expect(secondParams.getByRole('combobox')).toHaveCount(0);
  await expect(secondParams.getByText('Medium', { exact: true })).toBeVisible();
  await expect(secondParams.getByRole('alert')).toBeHidden();
  await context.close();
});

test('issue 25: partial Calculate, unique names, rename, the slug rule, delete warnings', async ({
  browser,
}) => {
  const { page, context } = await staffPage(browser);
  await page.goto(batchesUrl(gardenId));
  await createBatch(page, 'E2E partial batch');
  const params = section(page, 'Delivery parameters');
  await params.getByRole('button', { name: 'Edit' }).click();
  await params.getByLabel('Country').selectOption('eu');
  await params.getByLabel('Size').selectOption('small');
  await params.getByLabel('Distance').selectOption('near');
  await params.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Batch params saved successfully');
  const estimates = section(page, 'Estimates');
  await estimates.getByRole('button', { name: 'Calculate' }).click();
  await expect(estimates.getByRole('listitem')).toHaveCount(2);

  // One version's estimate goes (as when a version joins the batch later): it is missing.
  const api = (path: string) => `/api/v1/project/${gardenId}${path}`;
  const summaries = (await (await page.request.get(api('/batches'))).json()) as {
    id: string;
    name: string;
  }[];
  const batchId = summaries.find((batch) => batch.name === 'E2E partial batch')!.id;
  const batch = async () =>
    (await (await page.request.get(api(`/batches/${batchId}`))).json()) as {
      designVersions: { name: string; estimateId: string | null }[];
    };
  const [kept, dropped] = (await batch()).designVersions;
  const origin = { origin: new URL(page.url()).origin };
  await page.request.post(api(`/batches/${batchId}/delete-estimate`), {
    data: { itemIds: [dropped!.estimateId] },
    headers: origin,
  });
  await page.getByRole('button', { name: 'Refresh design versions' }).click();
  await expect(
    estimates.getByText(`1 of 2 design versions has no estimate yet: ${dropped!.name}.`),
  ).toBeVisible();
  await expect(estimates.getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await estimates.getByRole('button', { name: 'Calculate missing estimates' }).click();
  await expect(estimates.getByRole('listitem')).toHaveCount(2);
  await expect(estimates.getByText(/has no estimate yet/)).toBeHidden();
  const after = await batch();
  // Only the missing version was calculated: the other keeps its estimate.
  expect(after.designVersions.find((v) => v.name === kept!.name)!.estimateId).toBe(
    kept!.estimateId,
  );
  expect(after.designVersions.every((v) => v.estimateId !== null)).toBe(true);

  // Two batches of one project cannot share a name.
  await page.getByRole('button', { name: 'Create batch' }).click();
  const create = page.getByRole('dialog', { name: 'Create batch' });
  await create.getByLabel('Batch name').fill('E2E partial batch');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByRole('alert')).toContainText(
    'Another batch of this project is already named "E2E partial batch": choose another name',
  );
  await create.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename batch' });
  await expectNoAxeViolations(page);
  await rename.getByLabel('Batch name').fill('E2E renamed batch');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('button', { name: /E2E renamed batch/ })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // The slug's rule under the field; a slug breaking it is refused as it is typed (decision 54).
  await page.getByRole('button', { name: 'Create estimate page' }).click();
  const pageDialog = page.getByRole('dialog', { name: 'Create estimate page' });
  await expect(
    pageDialog.getByText('May hold lowercase letters, digits and hyphens, 3 to 80 characters.'),
  ).toBeVisible();
  await pageDialog.getByLabel('Page slug').fill('My Garden Kitchen');
  await expect(pageDialog.getByRole('status')).toHaveText(
    'Use lower-case letters, digits and single hyphens.',
  );
  await pageDialog.getByRole('button', { name: 'Create' }).click();
  await expect(pageDialog.getByRole('alert')).toHaveCount(0);
  await expect(pageDialog).toBeVisible();
  const slug = `e2e-renamed-${Date.now()}`;
  await pageDialog.getByLabel('Page slug').fill(slug);
  await pageDialog.getByRole('button', { name: 'Create' }).click();
  await expect(pageDialog).toBeHidden();

  // Deleting a published batch's estimates says what its page will show, and which page.
  await estimates.getByRole('button', { name: 'Delete estimates' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `The estimate page /${slug} is published: once these estimates are deleted, it shows 'No Estimate found' to everyone who opens it.`,
  );
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // Deleting the batch names its page, then takes it.
  await page.getByRole('button', { name: 'Delete batch' }).click();
  const deleteBatch = page.getByRole('alertdialog', { name: 'Delete batch' });
  await expect(deleteBatch).toContainText('Are you sure you want to delete this batch?');
  await expect(deleteBatch).toContainText(`Its estimate page /${slug} is published`);
  await expectNoAxeViolations(page);
  await deleteBatch.getByRole('button', { name: 'Delete' }).click();
  await expect(deleteBatch).toBeHidden();
  await expect(page.getByRole('button', { name: /E2E renamed batch/ })).toBeHidden();
  await openPage(page, `/estimate/${slug}`);
  await expect(page.getByText('Failed to load estimate')).toBeVisible();
  await context.close();
});

import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectImagesLoaded, expectNoAxeViolations } from '../support/pages';
import { signedInContext } from '../support/sessions';

/*
 * The two-pane design-versions page (/project/{id}/design-versions-old) and the design
 * version page (/project/{id}/design-versions/{versionId}), against the real API and the demo
 * data, signed in once as designer@corner.example.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const designer = 'designer@corner.example';
let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
const projectIds = { walker: '' };

/** The demo customer's projects, through the staff's own calls. */
async function findProjects(page: Page): Promise<void> {
  const customer = (await (
    await page.request.get('/api/v1/user', { params: { email: 'customer@corner.example' } })
  ).json()) as { id: string };
  const projects = (await (
    await page.request.get(`/api/v1/user/${customer.id}/projects`)
  ).json()) as Array<{ id: string; name: string }>;
  const idOf = (name: string) => projects.find((project) => project.name === name)?.id ?? '';
  projectIds.walker = idOf('Walker Family Kitchen');
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

const oldUrl = (projectId: string) => `/project/${projectId}/design-versions-old`;
const versionList = (page: Page) => page.getByRole('navigation', { name: 'Design versions' });
const versionButton = (page: Page, name: string) =>
  versionList(page).getByRole('button', { name: new RegExp(`^${name}`) });
const panel = (page: Page) => page.getByRole('main').getByRole('article');

test('the first version is selected; switch versions, open a group, customer link', async ({
  browser,
}) => {
  expect(projectIds.walker).not.toBe('');
  const { page, context } = await staffPage(browser);
  await page.goto(oldUrl(projectIds.walker));
  await expect(page.getByRole('heading', { level: 1, name: 'Design versions' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Projects/ })).toHaveAttribute('href', '/projects');

  // Newest first; the first is selected once loaded.
  const items = versionList(page).getByRole('button');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toHaveAttribute('aria-current', 'true');
  await expect(items.first()).toContainText('Walnut Handleless');
  await expect(items.first()).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M/);
  await expect(items.first()).toContainText('Estimated');
  await expect(panel(page)).toHaveAccessibleName('Walnut Handleless');
  await expectImagesLoaded(panel(page).getByRole('img'));
  await expect(panel(page).getByText('Total Price:')).toBeVisible();
  await expect(panel(page).getByText('The price is valid until')).toBeVisible();

  // The customer link: the project's estimate page on this origin.
  const estimateUrl = new URL(`/project/${projectIds.walker}/estimate`, page.url()).toString();
  const open = page.getByRole('link', { name: 'OPEN CUSTOMER LINK' });
  await expect(open).toHaveAttribute('href', estimateUrl);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Get estimate' })).toBeHidden();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard!', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(estimateUrl);

  // Another version, then a detail group: collapsed, its items load when opened.
  await versionButton(page, 'Sage Shaker').click();
  await expect(versionButton(page, 'Sage Shaker')).toHaveAttribute('aria-current', 'true');
  await expect(panel(page)).toHaveAccessibleName('Sage Shaker');
  const fronts = panel(page).getByRole('button', { name: 'Fronts & Boxes' });
  await expect(fronts).toHaveAttribute('aria-expanded', 'false');
  const itemsCall = page.waitForResponse(
    (response) => response.url().endsWith('/front-items') && response.status() === 200,
  );
  await fronts.click();
  await itemsCall;
  await expect(fronts).toHaveAttribute('aria-expanded', 'true');
  const groupItems = panel(page).getByRole('listitem');
  await expect(groupItems.first()).toBeVisible();
  expect(await groupItems.count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  // A new selection closes the groups again.
  await versionButton(page, 'Oak & Brass').click();
  await expect(panel(page).getByRole('button', { name: 'Fronts & Boxes' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await context.close();
});

test('Get estimate: the failure without parameters, then an estimate once a batch has them', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await staffPage(browser);
  const headers = { Origin: baseURL ?? '' };
  // A project of the test's own, with one version and no batch: every demo project has
  // estimates (some pinned or reserved, which stay).
  const created = await page.request.post('/api/v1/admin/projects', {
    headers,
    data: {
      name: 'E2E get estimate',
      status: 'estimation',
      customerEmails: ['e2e-get-estimate@corner.test'],
    },
  });
  expect(created.status()).toBe(201);
  const { id: projectId } = (await created.json()) as { id: string };
  const version = await page.request.post(`/api/v1/admin/projects/${projectId}/design-versions`, {
    headers,
    data: { name: 'Terracotta Shaker' },
  });
  expect(version.status()).toBe(201);
  const { id: versionId } = (await version.json()) as { id: string };
  const fronts = (await (
    await page.request.get('/api/v1/gallery/components', { params: { category: 'front' } })
  ).json()) as { items: Array<{ id: string }> };
  const line = await page.request.post(
    `/api/v1/admin/projects/${projectId}/design-versions/${versionId}/lines/catalog`,
    { headers, data: { catalogItemId: fronts.items[0]!.id, quantity: 4 } },
  );
  expect(line.status()).toBe(201);
  const projectApi = `/api/v1/project/${projectId}`;

  await page.goto(oldUrl(projectId));
  await expect(versionButton(page, 'Terracotta Shaker')).toHaveAttribute('aria-current', 'true');
  await expect(versionButton(page, 'Terracotta Shaker')).toContainText('Not calculated');
  await expect(page.getByRole('link', { name: 'OPEN CUSTOMER LINK' })).toBeHidden();
  const getEstimate = page.getByRole('button', { name: 'Get estimate' });

  // No batch of this project has parameters: the API names the error.
  await getEstimate.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to calculate estimate: EstimateParamsMissing',
  );
  await expect(getEstimate).toBeEnabled();
  await expectNoAxeViolations(page);

  // Staff give a batch US parameters (the batches screen's job, here through its calls).
  const batch = await page.request.post(`${projectApi}/create-new-batch`, {
    headers,
    data: { name: 'e2e design versions' },
  });
  expect(batch.status()).toBe(201);
  const { id: batchId } = (await batch.json()) as { id: string };
  const params = await page.request.post(`${projectApi}/batches/${batchId}/update-parameters`, {
    headers,
    data: {
      country: 'us',
      size: 'medium',
      usPart: 'west',
      distance: 'near',
      deliveryType: 'shipping',
      currency: 'usd',
    },
  });
  expect(params.ok()).toBe(true);

  await getEstimate.click();
  await expect(page.getByRole('link', { name: 'OPEN CUSTOMER LINK' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(getEstimate).toBeHidden();
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(panel(page).getByText('Total Price:')).toBeVisible();
  await expect(versionButton(page, 'Terracotta Shaker')).toContainText('Estimated');
  await context.close();
});

test('the refresh button empties the server cache and fetches again', async ({ browser }) => {
  const { page, context } = await staffPage(browser);
  await page.goto(oldUrl(projectIds.walker));
  await expect(panel(page)).toHaveAccessibleName('Walnut Handleless');
  const cacheCall = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' &&
      response
        .url()
        .endsWith(`/api/v1/cache/projects/project/${projectIds.walker}/design-versions`),
  );
  const listCall = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      response.url().endsWith(`/api/v1/project/${projectIds.walker}/design-versions`),
  );
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await expect(refresh).toHaveAttribute('title', 'Refresh design versions');
  await refresh.click();
  expect((await cacheCall).ok()).toBe(true);
  expect((await listCall).status()).toBe(200);
  await expect(versionList(page).getByRole('button')).toHaveCount(3);
  await context.close();
});

test('the design version page selects its version and goes Back', async ({ browser }) => {
  const { page, context } = await staffPage(browser);
  const versions = (await (
    await page.request.get(`/api/v1/project/${projectIds.walker}/design-versions`)
  ).json()) as Array<{ id: string; name: string }>;
  const sage = versions.find((version) => version.name === 'Sage Shaker');
  expect(sage).toBeDefined();

  await page.goto(`/project/${projectIds.walker}/design-versions/${sage?.id}`);
  await expect(versionButton(page, 'Sage Shaker')).toHaveAttribute('aria-current', 'true');
  await expect(panel(page)).toHaveAccessibleName('Sage Shaker');
  await expectNoAxeViolations(page);

  await versionButton(page, 'Oak & Brass').click();
  await expect(panel(page)).toHaveAccessibleName('Oak & Brass');
  await expect(page).toHaveURL(new RegExp(`/project/${projectIds.walker}/design-versions/[^/]+$`));

  await page.getByRole('link', { name: /Back/ }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectIds.walker}/design-versions$`));
  await context.close();
});

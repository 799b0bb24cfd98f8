import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectNoAxeViolations } from '../support/pages';
import { pngPicture } from '../support/pictures';
import { signedInContext } from '../support/sessions';

/*
 * Issue 8 as a designer: a catalog item with an uploaded picture that shows in the
 * components gallery, content for a project's dashboard, a delivery with its tracking link
 * that the customer sees on the dashboard, and a published gallery kitchen. Axe checks
 * each screen.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const designer = 'designer@corner.example';
const customer = 'customer@corner.example';
const stamp = Date.now();
// Named to come first in its gallery category, which lists by name.
const itemName = `Aalto E2E front ${stamp}`;
const contentName = `E2E care guide ${stamp}`;
const deliveryName = `E2E crate ${stamp}`;
const trackingLink = `https://tracking.example.com/shipments/E2E-${stamp}`;
const kitchenName = `E2E Fjord Kitchen ${stamp}`;
const projectName = 'Walker Family Kitchen';

let context: BrowserContext;
let page: Page;
let projectId = '';

test.beforeAll(async ({ browser, baseURL }) => {
  context = await signedInContext(browser, baseURL!, designer);
  page = await context.newPage();
});
test.afterAll(async () => {
  await context.close();
});

async function openSection(name: string) {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('creates a public catalog item with a picture, shown in the components gallery', async () => {
  await openSection('Catalog');
  await expect(page).toHaveURL(/\/admin\/catalog$/);
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New catalog item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New catalog item' });
  await dialog.getByRole('button', { name: 'Create item' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Category').selectOption('front');
  await dialog.getByLabel('Name').fill(itemName);
  await dialog.getByLabel('Description').fill('Birch plywood front, clear lacquer.');
  await dialog.getByLabel('Unit price (USD)').fill('149.50');
  await expect(dialog.getByRole('checkbox', { name: /Public/ })).toBeChecked();
  await dialog.getByLabel('Upload picture').setInputFiles({
    name: 'aalto-front.png',
    mimeType: 'image/png',
    buffer: pngPicture(240, 180, [200, 170, 120]),
  });
  await expect(dialog.getByAltText('Current picture: aalto-front.png')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create item' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search catalog items' }).fill(itemName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(itemName) });
  await expect(row).toContainText('$149.50 / piece');
  await expect(row).toContainText('Public');
  await expectNoAxeViolations(page);

  await page.goto('/components/front');
  const card = page.getByRole('main').getByRole('article').filter({ hasText: itemName });
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: itemName })).toBeVisible();
  await expect(page.getByText('Birch plywood front, clear lacquer.')).toBeVisible();
});

test('creates content for a project dashboard', async () => {
  await openSection('Content');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'New content' }).click();
  const dialog = page.getByRole('dialog', { name: 'New content' });
  await dialog.getByLabel('Title').fill(contentName);
  await dialog.getByLabel('Text').fill('Wipe the fronts with a damp cloth.');
  await dialog.getByLabel('Dashboard stage').selectOption({ label: 'Installation' });
  await dialog.getByLabel('Project').selectOption({ label: projectName });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create content' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(contentName) });
  await expect(row).toContainText('Installation');
  await expect(row).toContainText(projectName);
  await expectNoAxeViolations(page);
});

test("adds a delivery with a tracking link, seen on the customer's dashboard", async ({
  browser,
  baseURL,
}) => {
  await openSection('Deliveries');
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('Walker Family');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: projectName }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Deliveries of ${projectName}` }),
  ).toBeVisible();
  projectId = new URL(page.url()).searchParams.get('project')!;
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New delivery' }).click();
  const dialog = page.getByRole('dialog', { name: 'New delivery' });
  await dialog.getByLabel('Name').fill(deliveryName);
  await dialog.getByLabel('Tracking link').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add delivery' }).click();
  await expect(
    dialog.getByText('Enter a web address starting with http:// or https://'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Tracking link').fill(trackingLink);
  await dialog.getByRole('button', { name: 'Add delivery' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(deliveryName) });
  await expect(row.getByRole('link', { name: trackingLink })).toHaveAttribute('href', trackingLink);

  const customerContext = await signedInContext(browser, baseURL!, customer);
  const customerPage = await customerContext.newPage();
  await customerPage.goto(`/project/${projectId}/dashboard`);
  const timeline = customerPage.getByRole('region', { name: 'Project timeline' });
  await expect(timeline.getByText(`Delivery: ${deliveryName}`)).toBeVisible();
  await expect(timeline.getByRole('link', { name: /Track your delivery/ })).toHaveAttribute(
    'href',
    trackingLink,
  );
  await expect(timeline.getByText(contentName)).toBeVisible();
  await customerContext.close();
});

test('creates and publishes a gallery kitchen with a render and a component', async () => {
  await openSection('Kitchens');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'New kitchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New kitchen' })).toBeVisible();
  await page.getByRole('button', { name: 'Create kitchen' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Name', { exact: true }).fill(kitchenName);
  await page.getByLabel('Name', { exact: true }).blur();
  await expect(page.getByLabel('Address (slug)')).toHaveValue(`e2e-fjord-kitchen-${stamp}`);
  await page.getByLabel('Style').selectOption('scandinavian');
  await page.getByLabel('From price (USD)').fill('18900');
  await page.getByLabel('Short text').fill('Pale birch and a long oak worktop.');
  await page.getByRole('checkbox', { name: /Published/ }).check();
  await page.getByLabel('Upload renders').setInputFiles({
    name: 'fjord.png',
    mimeType: 'image/png',
    buffer: pngPicture(320, 200, [210, 200, 180]),
  });
  await expect(
    page.getByRole('list', { name: 'Renders in gallery order' }).getByRole('listitem'),
  ).toHaveCount(1);
  await page.getByLabel('Find components').fill(itemName);
  await page.getByRole('button', { name: `Add ${itemName}` }).click();
  await expect(page.getByRole('list', { name: 'Picked components' })).toContainText(itemName);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create kitchen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: kitchenName })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/kitchens\/[0-9a-f-]{36}$/);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Open in the gallery' }).click();
  await expect(page.getByRole('heading', { level: 1, name: kitchenName })).toBeVisible();
  await expect(page.getByText(itemName).first()).toBeVisible();
});

test('deletes the kitchen and the catalog item after a confirmation', async () => {
  // Leaves the galleries as the demo data has them, for the gallery specs that follow.
  await openSection('Kitchens');
  await page.getByRole('link', { name: kitchenName }).click();
  await page.getByRole('button', { name: `Delete ${kitchenName}` }).click();
  const confirmKitchen = page.getByRole('alertdialog', { name: 'Delete kitchen' });
  await expect(confirmKitchen).toContainText(`Delete “${kitchenName}”?`);
  await expectNoAxeViolations(page);
  await confirmKitchen.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/kitchens$/);
  await expect(page.getByRole('link', { name: kitchenName })).toHaveCount(0);

  await openSection('Catalog');
  await page.getByRole('searchbox', { name: 'Search catalog items' }).fill(itemName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Delete ${itemName}` }).click();
  const confirmItem = page.getByRole('alertdialog', { name: 'Delete catalog item' });
  await confirmItem.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirmItem).toBeHidden();
  await expect(page.getByText('No catalog items match.')).toBeVisible();
});

import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectNoAxeViolations } from '../support/pages';
import { pngPicture } from '../support/pictures';
import { signedInContext } from '../support/sessions';
import { E2eSmtpSink } from '../support/smtp-sink';

/*
 * Issue 8 as a designer: a project for a new customer e-mail, a design version built from
 * the catalog with two uploaded renders, batched, priced and published on the staff screens;
 * then the new customer signs in with the link the designer sent and sees the estimate.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const designer = 'designer@corner.example';
const stamp = Date.now();
const projectName = `E2E Harbour Kitchen ${stamp}`;
const customerEmail = `harbour-${stamp}@corner.test`;
const versionName = 'Harbour oak';
const slug = `e2e-harbour-${stamp}`;

const sink = new E2eSmtpSink();
let context: BrowserContext;
let page: Page;
let projectUrl = '';

test.beforeAll(async ({ browser, baseURL }) => {
  await sink.start();
  context = await signedInContext(browser, baseURL!, designer);
  page = await context.newPage();
});
test.afterAll(async () => {
  await context.close();
  await sink.stop();
});

const section = (title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('the designer creates a project for a new customer e-mail', async () => {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Projects' })
    .click();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  // The generic messages of the spec block an empty form.
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Project name').fill(projectName);
  await dialog.getByLabel('Status').selectOption('estimation');
  await dialog.getByLabel('Customer e-mail 1').fill('not an e-mail');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address')).toBeVisible();
  await dialog.getByLabel('Customer e-mail 1').fill(customerEmail);
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}$/);
  projectUrl = new URL(page.url()).pathname;
  await expect(section('Customers').getByText(customerEmail)).toBeVisible();
  await expect(
    section('Design versions').getByText(
      'No design versions have been created for this project yet.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('builds a design version from the catalog with two uploaded renders', async () => {
  await page.goto(projectUrl);
  await page.getByRole('button', { name: 'New design version' }).click();
  const dialog = page.getByRole('dialog', { name: 'New design version' });
  await dialog.getByLabel('Version name').fill(versionName);
  await dialog.getByRole('button', { name: 'Create version' }).click();
  await expect(page.getByRole('heading', { level: 1, name: versionName })).toBeVisible();
  await expect(page.getByText('No images available')).toBeVisible();

  await page.getByLabel('Upload renders').setInputFiles([
    {
      name: 'harbour-left.png',
      mimeType: 'image/png',
      buffer: pngPicture(320, 200, [190, 140, 90]),
    },
    {
      name: 'harbour-right.png',
      mimeType: 'image/png',
      buffer: pngPicture(320, 200, [90, 130, 160]),
    },
  ]);
  const renders = page
    .getByRole('list', { name: 'Renders in gallery order' })
    .getByRole('listitem');
  await expect(renders).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Uploads' })).toBeHidden();

  // Reorder: the second render first.
  const secondName = (await renders.nth(1).getByRole('img').getAttribute('alt'))!.split(': ')[1]!;
  await page.getByRole('button', { name: `Move ${secondName} earlier` }).click();
  await expect(renders.first().getByRole('img')).toHaveAttribute('alt', `Render 1: ${secondName}`);

  // Lines from the catalog: a front and a countertop.
  const picker = section('Add from the catalog');
  const results = picker.getByRole('list', { name: 'Catalog items' }).getByRole('listitem');
  const lines = section('Item lines');
  for (const [category, label, quantity] of [
    ['front', 'Fronts', '4'],
    ['countertop', 'Countertops', '2.5'],
  ] as const) {
    await picker.getByLabel('Category').selectOption(category);
    await expect(picker.getByRole('list', { name: 'Catalog items' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(results.first()).toContainText(` · ${label} · `);
    const first = results.first();
    const name = (await first.locator('strong').textContent())!;
    await first.getByLabel(`Quantity of ${name}`).fill(quantity);
    await first.getByRole('button', { name: `Add ${name}` }).click();
    await expect(lines.getByRole('rowheader', { name })).toBeVisible();
    await expect(lines.getByLabel(`Quantity of ${name}`)).toHaveValue(quantity);
  }
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back' }).click();
  const row = section('Design versions').getByRole('row', { name: new RegExp(versionName) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
});

test('refuses a file that is not a picture, renames, duplicates and deletes a copy', async () => {
  await page.goto(projectUrl);
  await page.getByRole('link', { name: versionName }).click();
  await expect(page.getByRole('heading', { level: 1, name: versionName })).toBeVisible();

  // A text file named like a picture: refused by the server, with its message on the file.
  await page.getByLabel('Upload renders').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Measurements: 320 x 240 cm, window on the left.'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'notes.png: The file is not a picture the portal accepts (JPEG, PNG, WebP, GIF or AVIF)',
  );
  await page.getByRole('button', { name: 'Dismiss notes.png' }).click();
  await expect(
    page.getByRole('list', { name: 'Renders in gallery order' }).getByRole('listitem'),
  ).toHaveCount(2);

  await page.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename design version' });
  await rename.getByLabel('Version name').fill('   ');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByText('This field is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await rename.getByLabel('Version name').fill(versionName);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();

  await page.getByRole('button', { name: 'Duplicate' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate design version' });
  await expect(duplicate.getByLabel('Version name')).toHaveValue(`${versionName} (copy)`);
  await duplicate.getByRole('button', { name: 'Duplicate' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${versionName} (copy)` }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Renders in gallery order' }).getByRole('listitem'),
  ).toHaveCount(2);

  await page.getByRole('button', { name: 'Delete version' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete design version' });
  await expect(confirm).toContainText(`Delete “${versionName} (copy)” with its lines`);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(section('Design versions').getByRole('row')).toHaveCount(2);
});

test('batches, prices and publishes it on the staff screens', async () => {
  await page.goto(projectUrl);
  await page.getByRole('link', { name: 'Batches and estimates of this project' }).click();
  await page.getByRole('button', { name: 'Create batch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create batch' });
  await dialog.getByLabel('Batch name').fill('E2E harbour batch');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const params = section('Delivery parameters');
  await params.getByRole('button', { name: 'Edit' }).click();
  await params.getByLabel('Country').selectOption('eu');
  await params.getByLabel('Size').selectOption('medium');
  await params.getByLabel('Distance').selectOption('near');
  await params.getByLabel('Currency').selectOption('usd');
  await params.getByRole('button', { name: 'Save Changes' }).click();
  await expect(params.getByRole('button', { name: 'Edit' })).toBeVisible();

  const estimates = section('Estimates');
  await estimates.getByRole('button', { name: 'Calculate' }).click();
  await expect(estimates.getByRole('listitem').first()).toContainText('Total Price:');
  await expect(estimates.getByRole('heading', { name: versionName })).toBeVisible();

  await page.getByRole('button', { name: 'Create estimate page' }).click();
  const pageDialog = page.getByRole('dialog', { name: 'Create estimate page' });
  await pageDialog.getByLabel('Page slug').fill(slug);
  await pageDialog.getByRole('button', { name: 'Create' }).click();
  await expect(pageDialog).toBeHidden();
  await expect(section('Estimate Pages').getByRole('link', { name: `/${slug}` })).toBeVisible();
});

test('the new customer signs in with the link the designer sent, and sees the estimate', async ({
  browser,
}) => {
  await page.goto(projectUrl);
  const before = sink.count;
  await page.getByRole('button', { name: `Send sign-in link to ${customerEmail}` }).click();
  await expect(
    page.getByText(`Sign-in link sent to ${customerEmail}`, { exact: true }),
  ).toBeVisible();
  const link = await sink.signInLink(customerEmail, before);

  const customer = await newCustomerContext(browser);
  const customerPage = await customer.newPage();
  await customerPage.goto(link);
  await expect(
    customerPage.getByText('Confirm the e-mail address this link was sent to.'),
  ).toBeVisible();
  await customerPage.getByLabel('E-mail').fill(customerEmail);
  await customerPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(customerPage).toHaveURL(/\/project\/[0-9a-f-]{36}\/estimate$/);
  await expect(customerPage.getByText('Total Price:').first()).toBeVisible();
  await expect(customerPage.getByRole('link', { name: 'RESERVE A SPOT' })).toBeVisible();
  // The two renders, in the order the designer gave them.
  await expect(customerPage.getByRole('button', { name: 'Show image 2 of 2' })).toBeVisible();
  await expect(customerPage.getByRole('main').getByRole('img').first()).toBeVisible();
  await expectNoAxeViolations(customerPage);
  // The back office is for staff only.
  await customerPage.goto('/admin/projects');
  await expect(customerPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await customer.close();
});

function newCustomerContext(browser: Browser) {
  return browser.newContext({ baseURL: new URL(page.url()).origin });
}

import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectNoAxeViolations } from '../support/pages';
import { signedInContext } from '../support/sessions';

/*
 * Issue 8 as an admin: users are found, added and given another role (after a confirmation);
 * a designer sees neither the users nor the price list. The role that changes is that of a
 * user this spec adds, so the demo accounts' sessions (kept for the whole run) stay valid.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = Date.now();
const email = `e2e-role-${stamp}@corner.test`;

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  context = await signedInContext(browser, baseURL!, 'admin@corner.example');
  page = await context.newPage();
});
test.afterAll(() => context.close());

async function search(text: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text)}`));
}

test('the admin finds users, adds one and changes their role after a confirmation', async () => {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader', { name: 'designer@corner.example' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The admin's own role cannot be changed here.
  await search('admin@corner');
  await expect(page.getByLabel('Role of admin@corner.example')).toBeDisabled();

  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Name').fill('Role Test');
  await dialog.getByLabel('Role').selectOption('customer');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog).toBeHidden();

  await search(email);
  const role = page.getByLabel(`Role of ${email}`);
  await expect(role).toHaveValue('customer');
  await role.selectOption('designer');
  const confirm = page.getByRole('alertdialog', { name: 'Change role' });
  await expect(confirm).toContainText(`Make ${email} designer instead of customer?`);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Change role' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`${email} is now designer`, { exact: true }).last()).toBeVisible();
  await expect(role).toHaveValue('designer');

  // Cancelled, nothing changes; and the change is stored.
  await role.selectOption('admin');
  await page
    .getByRole('alertdialog', { name: 'Change role' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(role).toHaveValue('designer');
  await page.reload();
  await expect(page.getByLabel(`Role of ${email}`)).toHaveValue('designer');
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('designer');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('table').getByRole('rowheader', { name: email })).toBeVisible();
  await expect(
    page.getByRole('table').getByRole('rowheader', { name: 'customer@corner.example' }),
  ).toHaveCount(0);
});

test('the admin opens the price list screen with no accessibility violations', async () => {
  await page.goto('/admin/price-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Price list' })).toBeVisible();
  await expect(page.getByLabel('Assembly rate')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a designer sees neither the users nor the price list', async ({ browser, baseURL }) => {
  const designer = await signedInContext(browser, baseURL!, 'designer@corner.example');
  const designerPage = await designer.newPage();
  await designerPage.goto('/admin');
  const nav = designerPage.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Price list' })).toHaveCount(0);
  await expect(designerPage.getByRole('link', { name: 'Price list' })).toHaveCount(0);
  for (const url of ['/admin/users', '/admin/price-list']) {
    await designerPage.goto(url);
    await expect(designerPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(designerPage.getByRole('table')).toHaveCount(0);
  }
  const refused = await designerPage.request.get('/api/v1/admin/users');
  expect(refused.status()).toBe(403);
  await designer.close();
});

import { expect } from '@playwright/test';
import { test } from '../support/test';
import {
  expectNoAxeViolations,
  openFirstCategory,
  openFirstKitchen,
  openKitchens,
  openPage,
} from '../support/pages';

test.describe('axe finds no violations', () => {
  test('on /kitchens', async ({ page }) => {
    await openKitchens(page);
    await expectNoAxeViolations(page);
  });

  test('on a kitchen page', async ({ page }) => {
    await openFirstKitchen(page);
    await expectNoAxeViolations(page);
  });

  test('on /components', async ({ page }) => {
    await openPage(page, '/components');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('on a category page', async ({ page }) => {
    await openFirstCategory(page);
    await expectNoAxeViolations(page);
  });

  test('on a component page', async ({ page }) => {
    const items = await openFirstCategory(page);
    const link = items.first().getByRole('heading').getByRole('link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    // Wait for the component page itself: the category page shows prices too.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/ per /)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('with the menu open', async ({ page }) => {
    await openKitchens(page);
    await page.getByRole('button', { name: 'MENU' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

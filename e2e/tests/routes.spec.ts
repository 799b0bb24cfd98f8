import { expect } from '@playwright/test';
import { test } from '../support/test';

test.describe('redirects', () => {
  test('/ is replaced by /kitchens', async ({ page }) => {
    await page.goto('/components');
    await expect(page.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/kitchens$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchens' })).toBeVisible();

    // Replaced, not pushed: going back skips / and lands on the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/components$/);
  });

  for (const from of ['/gallery', '/inspiration']) {
    test(`${from} goes to /kitchens`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(/\/kitchens$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Kitchens' })).toBeVisible();
    });
  }

  test('/project goes to /projects, behind sign-in', async ({ page }) => {
    await page.goto('/project');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fprojects$/);
  });
});

test('an unknown address shows the plain Page not found inside the layout', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(
    page.getByText(
      'There is no page at this address: the link may be mistyped, or the page has moved.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error|No page at|Endpoint/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.getByRole('link', { name: 'See our kitchens' }).click();
  await expect(page).toHaveURL(/\/kitchens$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

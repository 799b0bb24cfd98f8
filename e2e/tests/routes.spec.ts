import { expect, test } from '@playwright/test';

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

test('an unknown address shows the router error page inside the layout', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found: No page at /no/such/page')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

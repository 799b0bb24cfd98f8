import { expect } from '@playwright/test';
import { test } from '../support/test';
import { openPage } from '../support/pages';

test('a page that breaks while rendering shows the boundary, and Retry shows it again', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // A malformed answer (no list of items) makes the kitchens page throw while rendering.
  const route = '**/api/v1/gallery/kitchens?*';
  await page.route(route, (request) =>
    request.fulfill({ json: { items: null, page: 1, pageSize: 24, total: 0 } }),
  );
  // The server renders /kitchens with its data (decision 46): reach it in the browser instead.
  await openPage(page, '/login');
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('link', { name: 'Corner, bespoke kitchens' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/null/);
  expect(errors.some((text) => text.startsWith('Uncaught error:'))).toBe(true);

  await page.unroute(route);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
});

test('a failed call shows the error panel, and Retry loads the data', async ({ page }) => {
  const route = '**/api/v1/gallery/components/categories';
  await page.route(route, (request) =>
    request.fulfill({
      status: 503,
      json: { error: 'The catalog is resting', code: 'SERVICE_UNAVAILABLE' },
    }),
  );
  // /components is rendered on the server with its data (decision 46): reach it in the browser.
  await openPage(page, '/kitchens');
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByRole('link', { name: 'components', exact: true }).click();
  const panel = page.getByRole('alert');
  await expect(panel).toContainText('Error loading data');
  await expect(panel).toContainText('The catalog is resting');

  await page.unroute(route);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(7);
});

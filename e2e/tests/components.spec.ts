import { expect } from '@playwright/test';
import { test } from '../support/test';
import { expectImagesLoaded, openFirstCategory, openPage } from '../support/pages';

test('the components gallery lists the seven categories with their counts', async ({ page }) => {
  await openPage(page, '/components');
  const categories = page.getByRole('main').getByRole('article');
  await expect(categories).toHaveCount(7);
  await expect(page.getByRole('link', { name: 'Fronts' })).toHaveAttribute(
    'href',
    '/components/front',
  );
  await expect(page.getByRole('main').getByText(/^\d+ items?$/)).toHaveCount(7);
  await expectImagesLoaded(page.getByRole('main').locator('img'));
});

test('a category lists its items with image, name and price per unit', async ({ page }) => {
  const items = await openFirstCategory(page);
  expect(await items.count()).toBeGreaterThan(0);
  for (const item of await items.all()) {
    await expect(item.getByText(/^\$[\d,]+\.\d{2} per \S+/)).toBeVisible();
  }
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Components', exact: true }),
  ).toHaveAttribute('href', '/components');
  await expectImagesLoaded(page.getByRole('main').locator('img'));
});

test('a component page shows its image, name, description and unit price', async ({ page }) => {
  const items = await openFirstCategory(page);
  const link = items.first().getByRole('heading').getByRole('link');
  const name = (await link.textContent()) ?? '';
  const categoryUrl = page.url();
  const category = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^\$[\d,]+\.\d{2} per \S+/)).toBeVisible();
  await expect(page.getByRole('img', { name })).toBeVisible();
  await expectImagesLoaded(page.getByRole('main').locator('img'));

  // Its address is readable, and its page leads on: to the kitchens using it, to an estimate.
  await expect(page).toHaveURL(/\/components\/[a-z-]+\/[a-z0-9]+(-[a-z0-9]+)*$/);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Get an estimate' }),
  ).toHaveAttribute('href', '/get-an-estimate');
  await page.getByRole('banner').getByRole('link', { name: category, exact: true }).click();
  await expect(page).toHaveURL(categoryUrl);
});

test('a component leads to the kitchens that use it, and its old id address still works', async ({
  page,
  request,
}) => {
  const kitchens = (await (await request.get('/api/v1/gallery/kitchens')).json()) as {
    items: { slug: string }[];
  };
  const kitchen = (await (
    await request.get(`/api/v1/gallery/kitchens/${kitchens.items[0]!.slug}`)
  ).json()) as {
    name: string;
    components: { id: string; slug: string; category: string; name: string }[];
  };
  const used = kitchen.components[0]!;
  // An address from before slugs, as old links and bookmarks have it.
  const response = await page.goto(`/components/${used.category}/${used.id}`);
  expect(response?.request().redirectedFrom()?.url()).toContain(used.id);
  await expect(page).toHaveURL(new RegExp(`/components/${used.category}/${used.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: used.name })).toBeVisible();
  await page
    .getByRole('region', { name: 'Kitchens with this component' })
    .getByRole('link', { name: kitchen.name })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: kitchen.name })).toBeVisible();
});

test('unknown categories and components show clear not-found pages', async ({ page }) => {
  await page.goto('/components/spoons');
  await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible();

  await page.goto('/components/front/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Component not found' })).toBeVisible();

  await page.goto('/components/front/Not%20A%20Slug');
  await expect(page.getByRole('heading', { name: 'Component not found' })).toBeVisible();
});

import { expect } from '@playwright/test';
import { test } from '../support/test';
import { expectImagesLoaded, openFirstKitchen, openKitchens } from '../support/pages';

test('the kitchens gallery shows every kitchen with its cover, style, summary and from price', async ({
  page,
}) => {
  const cards = await openKitchens(page);
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute(
      'href',
      /^\/kitchens\/[a-z0-9-]+$/,
    );
    await expect(card.getByText(/^From \$\d{1,3}(,\d{3})*\.\d{2}$/)).toBeVisible();
  }
  await expect(page).toHaveTitle('Kitchens · Corner');
  await expectImagesLoaded(page.getByRole('main').locator('img'));
});

test('a kitchen page shows its renders, name, style, description, price and components', async ({
  page,
}) => {
  const name = await openFirstKitchen(page);
  await expect(page).toHaveTitle(`${name} · Corner`);
  await expect(page.getByText(/^From \$/)).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Kitchens', exact: true }),
  ).toHaveAttribute('href', '/kitchens');

  const used = page.getByRole('region', { name: 'Components used' });
  const firstComponent = used.getByRole('link').first();
  await expect(firstComponent).toHaveAttribute(
    'href',
    /^\/components\/[a-z-]+\/[a-z0-9]+(-[a-z0-9]+)*$/,
  );
  await expectImagesLoaded(page.getByRole('main').locator('img'));

  await firstComponent.click();
  await expect(page).toHaveURL(/\/components\/[a-z-]+\/[a-z0-9]+(-[a-z0-9]+)*$/);
  await expect(page.getByText(/^\$[\d,]+\.\d{2} per /)).toBeVisible();
});

test.describe('the renders gallery', () => {
  test('follows the arrow keys while focused, wrapping around', async ({ page }) => {
    await openFirstKitchen(page);
    const gallery = page.getByRole('region', { name: /^Renders of/ });
    const dots = gallery.getByRole('button', { name: /^Show image/ });
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    const image = gallery.getByRole('img');
    const current = gallery.locator('[aria-current="true"]');
    const first = await image.getAttribute('src');

    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAccessibleName(`Show image 2 of ${count}`);
    await expect(image).not.toHaveAttribute('src', first ?? '');

    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAccessibleName(`Show image ${count} of ${count}`);

    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAccessibleName(`Show image 1 of ${count}`);
    await expect(image).toHaveAttribute('src', first ?? '');
  });

  test('buttons wrap around and dots pick an image; each image loads', async ({ page }) => {
    await openFirstKitchen(page);
    const gallery = page.getByRole('region', { name: /^Renders of/ });
    const count = await gallery.getByRole('button', { name: /^Show image/ }).count();
    const current = gallery.locator('[aria-current="true"]');

    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await expect(current).toHaveAccessibleName(`Show image ${count} of ${count}`);
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(current).toHaveAccessibleName(`Show image 1 of ${count}`);

    for (let index = 1; index <= count; index += 1) {
      await gallery.getByRole('button', { name: `Show image ${index} of ${count}` }).click();
      await expect(current).toHaveAccessibleName(`Show image ${index} of ${count}`);
      await expectImagesLoaded(gallery.getByRole('img'));
    }
  });
});

test('an unknown kitchen shows a clear not-found page', async ({ page }) => {
  await page.goto('/kitchens/no-such-kitchen');
  await expect(page.getByRole('heading', { name: 'Kitchen not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all kitchens' }).click();
  await expect(page).toHaveURL(/\/kitchens$/);
});

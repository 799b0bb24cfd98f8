import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCatalogItemSummary, makeImage } from '@/testing/fixtures';
import { renderApp } from '@/testing/test-utils';
import { getCategoriesQueryOptions } from '../api/get-categories';
import { getCatalogItemQueryOptions } from '../api/get-catalog-item';
import { getCatalogItemsQueryOptions } from '../api/get-catalog-items';

const id = '7c2a3c0e-5a4d-4c55-9d8e-1f2b3c4d5e6f';

describe('catalog gallery (the Components pages)', () => {
  it('lists the categories with their counts, linking to each', async () => {
    await renderApp({
      url: '/components',
      queryData: [
        [
          getCategoriesQueryOptions().queryKey,
          {
            categories: [
              { category: 'front', label: 'Fronts', count: 8, cover: makeImage(1) },
              { category: 'countertop', label: 'Countertops', count: 1, cover: null },
            ],
          },
        ],
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Fronts' })).toHaveAttribute(
      'href',
      '/components/front',
    );
    expect(screen.getByText('8 items')).toBeVisible();
    expect(screen.getByText('1 item')).toBeVisible();
  });

  it("lists a category's items with their unit price, a page at a time", async () => {
    const items = [
      makeCatalogItemSummary(),
      makeCatalogItemSummary({ id: 'b', name: 'Walnut veneer front', unitPrice: 1234, unit: 'm²' }),
    ];
    await renderApp({
      url: '/components/front?page=2',
      queryData: [
        [
          getCatalogItemsQueryOptions({ category: 'front', page: 2 }).queryKey,
          { items, page: 2, pageSize: 2, total: 6 },
        ],
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Fronts' })).toBeVisible();
    // Readable addresses: the item's slug, not its id.
    expect(screen.getByRole('link', { name: 'Oiled oak front' })).toHaveAttribute(
      'href',
      '/components/front/oiled-oak-front',
    );
    expect(screen.getByText('$189.50 per piece')).toBeVisible();
    expect(screen.getByText('$1,234.00 per m²')).toBeVisible();
    const pages = within(screen.getByRole('navigation', { name: 'Fronts pages' }));
    expect(pages.getAllByRole('link', { name: /^Page/ })).toHaveLength(3);
    expect(pages.getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/components/front?page=3',
    );
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Components' }),
    ).toHaveAttribute('href', '/components');
  });

  it('shows a clear not-found page for an unknown category, without asking the server', async () => {
    await renderApp({ url: '/components/spoons' });
    expect(screen.getByRole('heading', { name: 'Category not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all components' })).toHaveAttribute(
      'href',
      '/components',
    );
  });

  it('shows one catalog item: image, name, description, unit price and the ways on', async () => {
    const kitchens = [
      { slug: 'oak-and-linen', name: 'Oak & Linen' },
      { slug: 'walnut-island', name: 'Walnut island' },
    ];
    await renderApp({
      url: '/components/front/oiled-oak-front',
      queryData: [
        [
          getCatalogItemQueryOptions('front', 'oiled-oak-front').queryKey,
          { ...makeCatalogItemSummary(), description: 'Solid oak, hand oiled.', kitchens },
        ],
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Oiled oak front' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Oiled oak front' })).toHaveAttribute(
      'loading',
      'eager',
    );
    expect(screen.getByText('Solid oak, hand oiled.')).toBeVisible();
    expect(screen.getByText('$189.50 per piece')).toBeVisible();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Fronts' }),
    ).toHaveAttribute('href', '/components/front');
    const using = within(screen.getByRole('region', { name: 'Kitchens with this component' }));
    expect(using.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/kitchens/oak-and-linen',
      '/kitchens/walnut-island',
    ]);
    expect(screen.getByRole('link', { name: 'Get an estimate' })).toHaveAttribute(
      'href',
      '/get-an-estimate',
    );
  });

  it('moves an old address (its id) to the readable one', async () => {
    const item = { ...makeCatalogItemSummary(), description: '', kitchens: [] };
    const { router } = await renderApp({
      url: `/components/front/${id}`,
      queryData: [
        [getCatalogItemQueryOptions('front', id).queryKey, item],
        [getCatalogItemQueryOptions('front', 'oiled-oak-front').queryKey, item],
      ],
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/components/front/oiled-oak-front'),
    );
  });
});

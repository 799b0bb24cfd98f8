import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeImage, makeKitchen, makeKitchenSummary } from '@/testing/fixtures';
import { renderApp } from '@/testing/test-utils';
import { getKitchenQueryOptions } from '../api/get-kitchen';
import { getKitchensQueryOptions } from '../api/get-kitchens';

const summaries = Array.from({ length: 5 }, (_, index) =>
  makeKitchenSummary({
    slug: `kitchen-${index + 1}`,
    name: `Kitchen ${index + 1}`,
    cover: makeImage(index + 1),
    fromPrice: 10000 + index * 1250.5,
  }),
);

describe('kitchens gallery', () => {
  it('shows a card per kitchen: cover, name, style, summary and from price', async () => {
    await renderApp({
      url: '/kitchens',
      queryData: [
        [
          getKitchensQueryOptions({ page: 1 }).queryKey,
          { items: summaries, page: 1, pageSize: 24, total: 5 },
        ],
      ],
    });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(5);
    const second = within(cards[1] as HTMLElement);
    expect(second.getByRole('link', { name: 'Kitchen 2' })).toHaveAttribute(
      'href',
      '/kitchens/kitchen-2',
    );
    expect(second.getByText('Scandinavian')).toBeVisible();
    expect(second.getByText('A light oak kitchen with linen-white fronts.')).toBeVisible();
    expect(second.getByText('From $11,250.50')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Kitchens · Corner'));
    // A visitor who likes what they see can ask for an estimate from the gallery's home.
    expect(screen.getByRole('link', { name: 'Get an estimate' })).toHaveAttribute(
      'href',
      '/get-an-estimate',
    );

    // The first row loads at once, the rest lazily.
    const images = cards.map((card) => card.querySelector('img'));
    expect(images.map((image) => image?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
  });

  it('pages through many kitchens', async () => {
    await renderApp({
      url: '/kitchens?page=2',
      queryData: [
        [
          getKitchensQueryOptions({ page: 2 }).queryKey,
          { items: summaries.slice(0, 1), page: 2, pageSize: 1, total: 5 },
        ],
      ],
    });
    const pages = screen.getByRole('navigation', { name: 'Kitchen pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/kitchens',
    );
    expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/kitchens?page=3',
    );
  });

  it('shows one kitchen: renders gallery, name, style, description, from price, components used', async () => {
    const kitchen = makeKitchen();
    await renderApp({
      url: '/kitchens/oak-and-linen',
      queryData: [[getKitchenQueryOptions('oak-and-linen').queryKey, kitchen]],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Oak & Linen' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Renders of Oak & Linen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toBeVisible();
    expect(screen.getByText('Built for a family of five in a 1930s terrace.')).toBeVisible();
    expect(screen.getByText('From $18,450.00')).toBeVisible();
    expect(screen.getByText('Scandinavian')).toBeVisible();
    const used = within(screen.getByRole('region', { name: 'Components used' }));
    expect(used.getByRole('link', { name: /Oiled oak front/ })).toHaveAttribute(
      'href',
      '/components/front/oiled-oak-front',
    );
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Kitchens' }),
    ).toHaveAttribute('href', '/kitchens');
    await waitFor(() => expect(document.title).toBe('Oak & Linen · Corner'));
  });

  it('says so when a kitchen has no renders', async () => {
    await renderApp({
      url: '/kitchens/oak-and-linen',
      queryData: [
        [
          getKitchenQueryOptions('oak-and-linen').queryKey,
          makeKitchen({ renders: [], components: [] }),
        ],
      ],
    });
    expect(screen.getByText('No images available')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Components used' })).not.toBeInTheDocument();
  });
});

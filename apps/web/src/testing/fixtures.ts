import type {
  CatalogItemSummary,
  DetailItem,
  Estimate,
  GalleryKitchen,
  GalleryKitchenSummary,
  Image,
} from '@corner/contracts';

/** Made-up data in the contracts' shapes, for component tests. */
export function makeImage(n: number, overrides: Partial<Image> = {}): Image {
  return {
    id: `image-${n}`,
    filename: `render-${n}.jpg`,
    width: 2400,
    height: 1600,
    thumbnailsSmall: `/files/render-${n}-small.jpg`,
    thumbnailsLarge: `/files/render-${n}-large.jpg`,
    thumbnailsFull: `/files/render-${n}-full.jpg`,
    ...overrides,
  };
}

export function makeImages(count: number): Image[] {
  return Array.from({ length: count }, (_, index) => makeImage(index + 1));
}

export function makeKitchenSummary(
  overrides: Partial<GalleryKitchenSummary> = {},
): GalleryKitchenSummary {
  return {
    slug: 'oak-and-linen',
    name: 'Oak & Linen',
    style: 'scandinavian',
    summary: 'A light oak kitchen with linen-white fronts.',
    cover: makeImage(1),
    fromPrice: 18450,
    ...overrides,
  };
}

export function makeComponentSummary(
  overrides: Partial<CatalogItemSummary> = {},
): CatalogItemSummary {
  return {
    id: '7c2a3c0e-5a4d-4c55-9d8e-1f2b3c4d5e6f',
    category: 'front',
    name: 'Oiled oak front',
    unit: 'piece',
    unitPrice: 189.5,
    image: makeImage(9),
    ...overrides,
  };
}

export function makeKitchen(overrides: Partial<GalleryKitchen> = {}): GalleryKitchen {
  return {
    ...makeKitchenSummary(),
    description: 'Built for a family of five in a 1930s terrace.',
    renders: makeImages(3),
    components: [makeComponentSummary()],
    ...overrides,
  };
}

export function makeEstimate(overrides: Partial<Estimate> = {}): Estimate {
  return {
    id: 'estimate-1',
    reference: 'E-2024-0001',
    designVersionId: 'version-1',
    currency: 'usd',
    totalCost: 24126.5,
    materialsCost: 12840.25,
    componentsCost: 6120,
    countertopCost: 2366.25,
    assemblyCost: 0,
    deliveryCost: 2800,
    measurementsCost: 0,
    installationCost: 0,
    validUntil: '2025-01-05',
    createdAt: '2024-12-06T10:00:00.000Z',
    ...overrides,
  };
}

export function makeDetailItem(n: number, overrides: Partial<DetailItem> = {}): DetailItem {
  return { id: `item-${n}`, name: `Item ${n}`, imageUrl: `/files/item-${n}.jpg`, ...overrides };
}

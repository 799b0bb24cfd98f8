import type {
  PaymentSchedule,
  Acceptance,
  CatalogItemSummary,
  DetailItem,
  Estimate,
  EstimateBreakdown,
  EstimateLine,
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
    placeholderColor: '#8a7f70',
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

export function makeCatalogItemSummary(
  overrides: Partial<CatalogItemSummary> = {},
): CatalogItemSummary {
  return {
    id: '7c2a3c0e-5a4d-4c55-9d8e-1f2b3c4d5e6f',
    category: 'front',
    name: 'Oiled oak front',
    slug: 'oiled-oak-front',
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
    components: [makeCatalogItemSummary()],
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

export function makeEstimateLine(n: number, overrides: Partial<EstimateLine> = {}): EstimateLine {
  return {
    id: `line-${n}`,
    category: 'front',
    name: `Line ${n}`,
    image: makeImage(n),
    catalogItemId: `item-${n}`,
    publicPath: `/components/front/item-${n}`,
    quantity: 1,
    unit: 'piece',
    unitPrice: 100,
    price: 100,
    ...overrides,
  };
}

/**
 * The breakdown of makeEstimate(): US, large, West, medium distance, shipping, the countertop
 * delivered separately, assembled, USD; its lines add up to the estimate's summary lines.
 */
export function makeEstimateBreakdown(
  overrides: Partial<EstimateBreakdown> = {},
): EstimateBreakdown {
  return {
    estimateId: 'estimate-1',
    designVersionId: 'version-1',
    drivers: {
      size: 'large',
      country: 'us',
      usPart: 'west',
      distance: 'medium',
      deliveryType: 'shipping',
      assembled: true,
      countertopDeliverySeparated: true,
      currency: 'usd',
      dollarRate: '1',
      priceListVersion: 1,
    },
    lines: [
      makeEstimateLine(1, {
        name: 'Oak Veneer Slab Front',
        quantity: 11.4,
        unit: 'm²',
        unitPrice: 610.55,
        price: 6960.27,
      }),
      makeEstimateLine(2, {
        category: 'box',
        name: 'Base Cabinet 800',
        publicPath: null,
        quantity: 4,
        unitPrice: 1469.99,
        price: 5879.98,
      }),
      makeEstimateLine(3, {
        category: 'hardware',
        name: 'Brass Bar Handle',
        publicPath: '/components/hardware/item-3',
        quantity: 17,
        unit: 'pair',
        unitPrice: 360,
        price: 6120,
      }),
      makeEstimateLine(4, {
        category: 'countertop',
        name: 'Quartz Worktop',
        image: null,
        catalogItemId: null,
        publicPath: null,
        quantity: 5.2,
        unit: 'm',
        unitPrice: 455.05,
        price: 2366.25,
      }),
    ],
    included: 'Prices exclude sales tax.\nMeasurement and installation are not included.',
    options: null,
    ...overrides,
  };
}

/** An acceptance of estimate E-2025-0042 on project p1 (issue 38). */
export function makeAcceptance(overrides: Partial<Acceptance> = {}): Acceptance {
  return {
    id: 'a1',
    estimateId: 'e1',
    designVersionId: 'version-1',
    designVersionName: 'Oak & Brass',
    reference: 'E-2025-0042',
    currency: 'usd',
    totalCost: 12345.6,
    fullName: 'Casey Walker',
    acceptedAt: '2025-03-04T14:30:00.000Z',
    signed: false,
    termsRevision: 3,
    withdrawn: null,
    recordPath: `/api/v1/project/p1/acceptances/a1/record`,
    checkPath: '/acceptance-records/a1',
    ...overrides,
  };
}

/** An accepted project's schedule: the deposit paid by its reservation, two payments to come. */
export function makePaymentSchedule(overrides: Partial<PaymentSchedule> = {}): PaymentSchedule {
  return {
    stored: true,
    editable: true,
    currency: 'usd',
    accepted: { reference: 'E-2025-0042', total: 12345.6 },
    payments: [
      {
        id: 'sp1',
        label: 'Deposit',
        share: { kind: 'deposit' },
        due: { kind: 'acceptance' },
        dueFrom: '2025-03-04',
        payBy: '2025-03-18',
        amount: 500,
        state: 'paid',
        paid: { at: '2025-03-05T10:00:00.000Z', amount: 500 },
        reference: 'P-00000000A1',
      },
      {
        id: 'sp2',
        label: 'Before production',
        share: { kind: 'percent', value: '60' },
        due: { kind: 'production' },
        dueFrom: '2025-04-16',
        payBy: '2025-04-30',
        amount: 7407.36,
        state: 'due',
        paid: null,
        reference: 'P-00000000A2',
      },
      {
        id: 'sp3',
        label: 'On delivery',
        share: { kind: 'rest' },
        due: { kind: 'delivery' },
        dueFrom: null,
        payBy: null,
        amount: 4438.24,
        state: 'upcoming',
        paid: null,
        reference: 'P-00000000A3',
      },
    ],
    paidTotal: 500,
    outstanding: 11845.6,
    next: 1,
    problem: null,
    ...overrides,
  };
}

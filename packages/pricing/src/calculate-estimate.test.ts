import { describe, expect, it } from 'vitest';
import {
  type PricedLine,
  type PricingParameters,
  PricingError,
  calculateEstimate,
} from './calculate-estimate.js';
import { priceListVersion1 } from './price-list.js';

// A kitchen worked by hand, in USD:
//   materials  = 10 x 120.50 (fronts) + 6 x 85.25 (boxes)         = 1205.00 + 511.50 = 1716.50
//   components = 24 x 4.75 (hinges) + 1 x 89.99 (cutlery insert)  =  114.00 +  89.99 =  203.99
//   countertop = 3.2 x 310 (quartz, per m)                                             =  992.00
//   assembly   = 12% x (1716.50 + 203.99) = 12% x 1920.49                              =  230.4588
const kitchen: PricedLine[] = [
  { category: 'front', quantity: 10, unitPrice: '120.50' },
  { category: 'box', quantity: 6, unitPrice: '85.25' },
  { category: 'hardware', quantity: 24, unitPrice: '4.75' },
  { category: 'accessory', quantity: 1, unitPrice: '89.99' },
  { category: 'countertop', quantity: '3.2', unitPrice: '310' },
];
const withoutCountertop = kitchen.filter((line) => line.category !== 'countertop');

const us: PricingParameters = {
  country: 'us',
  size: 'medium',
  assembled: true,
  usPart: 'west',
  distance: 'medium',
  deliveryType: 'shipping',
  isCountertopDeliverySeparated: false,
  measurements: null,
  installation: null,
  currency: 'usd',
  dollarRate: null,
};
const eu: PricingParameters = {
  ...us,
  country: 'eu',
  size: 'small',
  distance: 'near',
  usPart: null,
  deliveryType: null,
  measurements: '150',
  installation: '1200.50',
  currency: 'eur',
  dollarRate: '0.9234',
};
const jan31 = new Date('2025-01-31T23:59:00Z');

describe('calculateEstimate, price list version 1', () => {
  it.each([
    {
      case: 'US west, medium distance, shipping, assembled',
      lines: kitchen,
      params: us,
      // delivery = 1800 (medium) x 1.00 (us) x 1.30 (west) x 1.25 (medium) x 1.00 (shipping) = 2925
      expected: {
        materialsCost: 1716.5,
        componentsCost: 203.99,
        countertopCost: 992,
        assemblyCost: 230.46,
        deliveryCost: 2925,
        measurementsCost: 0,
        installationCost: 0,
        totalCost: 6067.95,
      },
    },
    {
      case: 'US east, far, air freight, countertop delivered separately, not assembled',
      lines: kitchen,
      params: {
        ...us,
        size: 'large',
        assembled: false,
        usPart: 'east',
        distance: 'far',
        deliveryType: 'air freight',
        isCountertopDeliverySeparated: true,
      } satisfies PricingParameters,
      // delivery = 2600 x 1.00 x 1.00 x 1.60 x 2.75 = 11440, plus countertop delivery 450
      expected: {
        materialsCost: 1716.5,
        componentsCost: 203.99,
        countertopCost: 992,
        assemblyCost: 0,
        deliveryCost: 11890,
        measurementsCost: 0,
        installationCost: 0,
        totalCost: 14802.49,
      },
    },
    {
      case: 'US, countertop delivery chosen but the version has no countertop',
      lines: withoutCountertop,
      params: {
        ...us,
        usPart: 'mid',
        isCountertopDeliverySeparated: true,
      } satisfies PricingParameters,
      // delivery = 1800 x 1.15 (mid) x 1.25 = 2587.50, no countertop delivery
      expected: {
        materialsCost: 1716.5,
        componentsCost: 203.99,
        countertopCost: 0,
        assemblyCost: 230.46,
        deliveryCost: 2587.5,
        measurementsCost: 0,
        installationCost: 0,
        totalCost: 4738.45,
      },
    },
    {
      case: 'EU in eur at 0.9234, with measurements and installation',
      lines: kitchen,
      params: eu,
      // each USD line x 0.9234, rounded half away from zero:
      //   1716.50 -> 1585.0161 -> 1585.02      203.99 -> 188.364366 -> 188.36
      //   992.00  -> 916.0128  -> 916.01       230.4588 -> 212.80565592 -> 212.81
      //   delivery 1200 x 0.60 x 1.00 = 720 -> 664.848 -> 664.85
      //   measurements 150 -> 138.51          installation 1200.50 -> 1108.5417 -> 1108.54
      expected: {
        materialsCost: 1585.02,
        componentsCost: 188.36,
        countertopCost: 916.01,
        assemblyCost: 212.81,
        deliveryCost: 664.85,
        measurementsCost: 138.51,
        installationCost: 1108.54,
        totalCost: 4814.1,
      },
    },
  ])('$case', ({ lines, params, expected }) => {
    const estimate = calculateEstimate(lines, params, priceListVersion1, jan31);
    expect(estimate).toMatchObject(expected);
  });

  it('makes the total the sum of the rounded lines', () => {
    const estimate = calculateEstimate(kitchen, eu, priceListVersion1, jan31);
    const lines =
      estimate.materialsCost * 100 +
      estimate.componentsCost * 100 +
      estimate.countertopCost * 100 +
      estimate.assemblyCost * 100 +
      estimate.deliveryCost * 100 +
      estimate.measurementsCost * 100 +
      estimate.installationCost * 100;
    expect(Math.round(lines)).toBe(Math.round(estimate.totalCost * 100));
  });

  it('rounds half away from zero, exactly', () => {
    // 2.01 x 0.5 = 1.005 exactly; binary floating point would make it 1.00.
    const estimate = calculateEstimate(
      [{ category: 'front', quantity: 1, unitPrice: '2.01' }],
      { ...eu, currency: 'gbp', dollarRate: '0.5', measurements: null, installation: null },
      priceListVersion1,
      jan31,
    );
    expect(estimate.materialsCost).toBe(1.01);
  });

  it('ignores US-only options in the EU and EU-only costs in the US', () => {
    const euWithUsOptions = calculateEstimate(
      kitchen,
      { ...eu, usPart: 'west', deliveryType: 'air freight', isCountertopDeliverySeparated: true },
      priceListVersion1,
      jan31,
    );
    expect(euWithUsOptions.deliveryCost).toBe(664.85);
    const usWithEuCosts = calculateEstimate(
      kitchen,
      { ...us, measurements: '150', installation: '900' },
      priceListVersion1,
      jan31,
    );
    expect(usWithEuCosts.measurementsCost).toBe(0);
    expect(usWithEuCosts.installationCost).toBe(0);
  });

  it('uses a dollar rate of 1 for usd whatever rate is given', () => {
    const estimate = calculateEstimate(
      kitchen,
      { ...us, dollarRate: '2' },
      priceListVersion1,
      jan31,
    );
    expect(estimate.dollarRate).toBe('1');
    expect(estimate.materialsCost).toBe(1716.5);
  });

  it('is valid until the calculation date (UTC) plus 30 days, across months and years', () => {
    const at = (iso: string) =>
      calculateEstimate(kitchen, us, priceListVersion1, new Date(iso)).validUntil;
    expect(at('2025-01-31T23:59:00Z')).toBe('2025-03-02');
    expect(at('2024-01-31T00:00:00Z')).toBe('2024-03-01');
    expect(at('2025-12-15T12:00:00Z')).toBe('2026-01-14');
  });

  it('records the price list version it used', () => {
    const estimate = calculateEstimate(kitchen, us, priceListVersion1, jan31);
    expect(estimate.priceListVersion).toBe(1);
    expect(estimate.currency).toBe('usd');
  });

  it('prices an empty design version at its delivery only', () => {
    const estimate = calculateEstimate([], us, priceListVersion1, jan31);
    expect(estimate.totalCost).toBe(2925);
  });

  it.each([
    [
      'a US estimate without usPart',
      { ...us, usPart: null },
      'usPart is required for a US estimate',
    ],
    [
      'a US estimate without deliveryType',
      { ...us, deliveryType: null },
      'deliveryType is required for a US estimate',
    ],
    [
      'a US estimate in eur',
      { ...us, currency: 'eur', dollarRate: '0.9' },
      'A US estimate is in usd',
    ],
    ['eur without a dollar rate', { ...eu, dollarRate: null }, 'dollarRate is required unless usd'],
    ['a zero dollar rate', { ...eu, dollarRate: '0' }, 'dollarRate must be positive'],
  ] as const)('refuses %s', (_case, params, message) => {
    expect(() => calculateEstimate(kitchen, params, priceListVersion1, jan31)).toThrow(
      new PricingError(message),
    );
  });
});

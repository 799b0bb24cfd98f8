import { catalogCategories, estimateCurrencies, maxEstimateAmount } from '@corner/contracts';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateEstimate, type PricedLine } from './calculate-estimate.js';
import { priceListVersion1 } from './price-list.js';
import {
  isStorable,
  previewEstimate,
  pricingParametersOf,
  type ParameterSource,
} from './pricing-inputs.js';

const calculatedAt = new Date('2026-11-25T12:00:00Z');
const decimal = (units: number, places: number) =>
  new Decimal(units).dividedBy(new Decimal(10).pow(places));

/** The editor's request: amounts as JSON numbers, the rate as typed, fields that do not apply. */
const request = fc.record({
  country: fc.constantFrom('us' as const, 'eu' as const),
  size: fc.constantFrom('small' as const, 'medium' as const, 'large' as const),
  assembled: fc.boolean(),
  usPart: fc.constantFrom('west' as const, 'east' as const, 'mid' as const),
  distance: fc.constantFrom('near' as const, 'medium' as const, 'far' as const),
  deliveryType: fc.constantFrom('shipping' as const, 'air freight' as const),
  isCountertopDeliverySeparated: fc.boolean(),
  measurements: fc.option(fc.integer({ min: 0, max: 1e9 }).map((c) => decimal(c, 2).toNumber())),
  installation: fc.option(fc.integer({ min: 0, max: 1e9 }).map((c) => decimal(c, 2).toNumber())),
  currency: fc.constantFrom(...estimateCurrencies),
  dollarRate: fc.integer({ min: 1, max: 999_999_990_000 }).map((u) => decimal(u, 4).toString()),
});

/** The same parameters as the database gives them back: numeric columns as padded strings. */
function storedRow(source: ParameterSource) {
  const params = pricingParametersOf(source);
  const padded = (value: Decimal.Value | null, places: number) =>
    value === null ? null : new Decimal(value).toFixed(places);
  return {
    ...params,
    measurements: padded(params.measurements, 2),
    installation: padded(params.installation, 2),
    dollarRate: padded(params.dollarRate, 4),
  };
}

const line = fc.record({
  category: fc.constantFrom(...catalogCategories),
  quantity: fc.integer({ min: 1, max: 100_000_000 }).map((milli) => decimal(milli, 3).toNumber()),
  unitPrice: fc.integer({ min: 0, max: 1_000_000_000 }).map((c) => decimal(c, 2).toNumber()),
});

describe('pricing inputs', () => {
  it('price the editor request as Calculate prices the stored row, to the cent (property)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), request, (lines, params) => {
        const preview = previewEstimate(lines, params, priceListVersion1, calculatedAt);
        const asStored = lines.map((each): PricedLine => ({
          ...each,
          quantity: new Decimal(each.quantity).toFixed(3),
          unitPrice: new Decimal(each.unitPrice).toFixed(2),
        }));
        const server = calculateEstimate(
          asStored,
          pricingParametersOf(storedRow(params)),
          priceListVersion1,
          calculatedAt,
        );
        if (isStorable(server)) expect(preview).toEqual({ kind: 'priced', estimate: server });
        else expect(preview).toEqual({ kind: 'too-large', currency: server.currency });
      }),
      { numRuns: 500 },
    );
  });

  it('clear what does not apply: a US estimate in usd at 1, EU costs only in the EU', () => {
    expect(
      pricingParametersOf({
        country: 'us',
        size: 'small',
        distance: 'near',
        currency: 'eur',
        usPart: 'east',
        deliveryType: 'shipping',
        measurements: 350,
        dollarRate: '0.9',
      }),
    ).toEqual({
      country: 'us',
      size: 'small',
      assembled: false,
      usPart: 'east',
      distance: 'near',
      deliveryType: 'shipping',
      isCountertopDeliverySeparated: false,
      measurements: null,
      installation: null,
      currency: 'usd',
      dollarRate: '1',
    });
  });

  it('answers too-large where Calculate refuses, and the engine refusal with its reason', () => {
    const huge = [{ category: 'front' as const, quantity: 100_000, unitPrice: 10_000 }];
    const eu = { country: 'eu' as const, size: 'large' as const, distance: 'far' as const };
    const refused = previewEstimate(
      huge,
      { ...eu, currency: 'gbp', dollarRate: '99999999' },
      priceListVersion1,
    );
    expect(refused).toEqual({ kind: 'too-large', currency: 'gbp' });
    expect(maxEstimateAmount).toBe(999_999_999_999.99);
    const noRate = previewEstimate(
      huge,
      { ...eu, currency: 'eur', dollarRate: null },
      priceListVersion1,
    );
    expect(noRate).toEqual({ kind: 'refused', reason: 'dollarRate is required unless usd' });
  });
});

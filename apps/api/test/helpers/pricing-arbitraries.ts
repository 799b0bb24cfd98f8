import {
  catalogCategories,
  lineAmountProblem,
  type EstimateCurrency,
  type UpdateParametersRequest,
} from '@corner/contracts';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';

/*
 * Generators for the pricing property tests (decisions 41 and 61): item lines, estimate
 * parameters and price lists within the rules the back office and the price list editor keep.
 */

export const decimal = (units: number, places: number) =>
  new Decimal(units).dividedBy(new Decimal(10).pow(places));

/** An item line within the back office's rules (quantity, unit price, line amount). */
export const line = fc
  .record({
    category: fc.constantFrom(...catalogCategories),
    quantity: fc.integer({ min: 1, max: 100_000_000 }).map((milli) => decimal(milli, 3)),
    unitPrice: fc
      .oneof(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 1_000_000_000 }))
      .map((cents) => decimal(cents, 2)),
  })
  .filter(
    ({ quantity, unitPrice }) => !lineAmountProblem(quantity.toNumber(), unitPrice.toNumber()),
  );

const cost = fc.option(
  fc.integer({ min: 0, max: 1_000_000_000 }).map((cents) => decimal(cents, 2).toNumber()),
);
/** A rate with up to 4 decimals, as typed: realistic ones mostly, any the rules allow too. */
const dollarRate = fc
  .oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 50_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 999_999_990_000 }) },
  )
  .map((units) => decimal(units, 4).toString());

/** The editor's request (spec section 5) for a currency: what Save Changes sends. */
export function request(currency: EstimateCurrency) {
  return fc
    .record({
      country:
        currency === 'usd'
          ? fc.constantFrom('us' as const, 'eu' as const)
          : fc.constant('eu' as const),
      size: fc.constantFrom('small' as const, 'medium' as const, 'large' as const),
      assembled: fc.boolean(),
      usPart: fc.constantFrom('west' as const, 'east' as const, 'mid' as const),
      distance: fc.constantFrom('near' as const, 'medium' as const, 'far' as const),
      deliveryType: fc.constantFrom('shipping' as const, 'air freight' as const),
      isCountertopDeliverySeparated: fc.boolean(),
      measurements: cost,
      installation: cost,
      dollarRate,
    })
    .map((params): UpdateParametersRequest => ({ ...params, currency }));
}

export const amount = (cents: number) => decimal(cents, 2).toString();
const factor = fc.integer({ min: 1, max: 1_000_000 }).map((units) => decimal(units, 4).toString());
export const usd = fc.integer({ min: 0, max: 100_000_000 }).map(amount);
/** Rates an admin may save, or none (the active list stays). */
export const rates = fc.option(
  fc.record({
    assemblyRate: fc.integer({ min: 0, max: 100_000 }).map((units) => decimal(units, 4).toString()),
    deliveryBase: fc.record({ small: usd, medium: usd, large: usd }),
    countryFactor: fc.record({ us: factor, eu: factor }),
    usPartFactor: fc.record({ west: factor, mid: factor, east: factor }),
    distanceFactor: fc.record({ near: factor, medium: factor, far: factor }),
    deliveryTypeFactor: fc.record({ shipping: factor, 'air freight': factor }),
    countertopDelivery: fc.record({ small: usd, medium: usd, large: usd }),
    deposit: fc.record({ usd, eur: usd, gbp: usd }),
    validityDays: fc.integer({ min: 1, max: 365 }),
  }),
  { freq: 3 },
);

import type { ValidationRules } from './validation-rules.js';

/*
 * The largest numbers staff can type, each small enough for the database column it is stored
 * in and for the estimate calculated from it (issue 21): item lines are numeric(12, 3)
 * quantities and numeric(14, 2) prices, catalog and gallery prices numeric(12, 2), the
 * measurements and installation costs numeric(14, 2), and every amount of an estimate
 * numeric(14, 2) in the estimate's currency. Zod-free, so the web's forms use them too.
 */

export const quantityRules = {
  min: 0.001,
  max: 100_000,
  maxDecimals: 3,
} as const satisfies ValidationRules;

/** USD per unit: an item line's, a catalog item's and a gallery kitchen's "from" price. */
export const unitPriceRules = {
  min: 0,
  max: 10_000_000,
  maxDecimals: 2,
} as const satisfies ValidationRules;

/** USD: the measurements and installation costs of an EU estimate. */
export const staffCostRules = {
  min: 0,
  max: 10_000_000,
  maxDecimals: 2,
} as const satisfies ValidationRules;

/** USD: quantity × unit price of one item line. */
export const maxLineAmount = 1_000_000_000;
export const lineAmountMessage = `Quantity × unit price must be at most ${maxLineAmount} USD`;

/** What numeric(14, 2) holds: the largest amount an estimate can have, in its currency. */
export const maxEstimateAmount = 999_999_999_999.99;

/** A revision given back on save: a PostgreSQL integer. */
export const maxRevision = 2_147_483_647;

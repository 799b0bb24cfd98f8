import {
  catalogCategorySchema,
  choiceKeysOf,
  estimateCurrencySchema,
  moneyDifference,
  type EstimateOptions,
  type OptionGroup,
} from '@corner/contracts';
import { offeredGroups, priceVariant, type PriceList, type VariantBase } from '@corner/pricing';
import { z } from 'zod';
import { snapshotParamsSchema } from '../snapshot.js';

/*
 * What a customer may try on an issued estimate (issue 37, decision 61): the version's option
 * groups the estimate can take, with the estimate's snapshot and price list the browser prices
 * a variant from. Never today's lines or price list: a variant starts from what was issued.
 */

const decimal = z.union([z.string(), z.number().transform(String)]);
const rate = z.string();

/** What calculation-repository.ts stores in a snapshot, as a variant reads it. */
const variantSnapshotSchema = z.object({
  params: snapshotParamsSchema.extend({
    measurements: decimal.nullable().default(null),
    installation: decimal.nullable().default(null),
    currency: estimateCurrencySchema,
    dollarRate: decimal.nullable().default(null),
  }),
  lines: z.array(
    z.object({
      id: z.string(),
      category: catalogCategorySchema,
      catalogItemId: z.string().nullable().default(null),
      name: z.string(),
      imageId: z.string().nullable().default(null),
      quantity: decimal,
      unit: z.string(),
      unitPrice: decimal,
    }),
  ),
  priceList: z.object({
    version: z.number().int().positive(),
    assemblyRate: rate,
    deliveryBase: z.object({ small: rate, medium: rate, large: rate }),
    countryFactor: z.object({ us: rate, eu: rate }),
    usPartFactor: z.object({ west: rate, mid: rate, east: rate }),
    distanceFactor: z.object({ near: rate, medium: rate, far: rate }),
    deliveryTypeFactor: z.object({ shipping: rate, 'air freight': rate }),
    countertopDelivery: z.object({ small: rate, medium: rate, large: rate }),
    validityDays: z.number().int(),
  }),
});

/** An estimate's snapshot as a variant's start and price list; null when it cannot be read. */
export function variantStartOf(
  snapshot: unknown,
): { base: EstimateOptions['base']; priceList: PriceList } | null {
  const parsed = variantSnapshotSchema.safeParse(snapshot);
  if (!parsed.success) return null;
  const { params, lines, priceList } = parsed.data;
  return { base: { params, lines }, priceList };
}

const totalOf = (
  base: VariantBase,
  groups: OptionGroup[],
  choices: Record<string, string>,
  priceList: PriceList,
) => {
  const result = priceVariant(base, groups, choices, priceList);
  return result.kind === 'priced' ? result.estimate.totalCost : null;
};

/** Each choice's change to the total, in the estimate's currency (for a page without JavaScript). */
function differencesOf(base: VariantBase, groups: OptionGroup[], priceList: PriceList) {
  const estimateTotal = totalOf(base, groups, {}, priceList);
  return Object.fromEntries(
    groups.map((group) => [
      group.id,
      Object.fromEntries(
        choiceKeysOf(group, base.params).map((key) => {
          const total = totalOf(base, groups, { [group.id]: key }, priceList);
          const difference =
            total === null || estimateTotal === null
              ? null
              : moneyDifference(total, estimateTotal, base.params.currency);
          return [key, difference];
        }),
      ),
    ]),
  );
}

/** The options an estimate offers its customer, or null when its version offers none it can take. */
export function estimateOptionsOf(
  snapshot: unknown,
  versionGroups: OptionGroup[],
): EstimateOptions | null {
  if (versionGroups.length === 0) return null;
  const start = variantStartOf(snapshot);
  if (!start) return null;
  const groups = offeredGroups(versionGroups, start.base);
  if (groups.length === 0) return null;
  return {
    groups,
    base: start.base,
    priceList: start.priceList,
    differences: differencesOf(start.base, groups, start.priceList),
  };
}

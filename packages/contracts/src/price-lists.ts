import { z } from 'zod';
import { decimalStringSchema } from './decimal-string.js';
import { decimalPattern, type ValidationRules } from './validation-rules.js';
import { validationMessages } from './validation-messages.js';

/*
 * The price list (PRODUCT.md 5), under /api/v1/admin, admins only:
 *   GET  /admin/price-lists   the active version and every version, newest first
 *   POST /admin/price-lists   { basedOnVersion, rates }: saves version N+1 and makes it active;
 *                             409 when another admin saved a newer version meanwhile
 * Rates are exact decimal strings (never binary floating point); old versions never change.
 */

/** The rules of each kind of rate, for the API and the web form alike. */
export const rateRules = {
  /** USD amounts. */
  amount: { required: true, min: 0, max: 1_000_000, maxDecimals: 2, pattern: decimalPattern },
  /** Multipliers: above 0. */
  factor: {
    required: true,
    min: 0,
    max: 100,
    maxDecimals: 4,
    pattern: decimalPattern,
    custom: (value: string) => (Number(value) > 0 ? undefined : 'A factor must be above 0'),
  },
  /** A share of materials and components: 0.12 is 12%. */
  share: { required: true, min: 0, max: 10, maxDecimals: 4, pattern: decimalPattern },
  /** Whole days. */
  days: { required: true, min: 1, max: 365, maxDecimals: 0, pattern: /^\d+$/ },
} satisfies Record<string, ValidationRules>;
export type RateKind = keyof typeof rateRules;

/** A decimal string checked with the rules of its kind. */
const rate = (kind: RateKind) => decimalStringSchema(rateRules[kind]);

const amount = rate('amount');
const factor = rate('factor');

/**
 * The deposit RESERVE A SPOT takes, per estimate currency, in that currency (decision 50): the
 * payment link must charge the same, or the payment waits for staff. Price lists stored before
 * it had a deposit read as this one.
 */
export const builtInDeposit = { usd: '500.00', eur: '500.00', gbp: '400.00' } as const;

export const priceListRatesSchema = z.strictObject({
  assemblyRate: rate('share'),
  deliveryBase: z.strictObject({ small: amount, medium: amount, large: amount }),
  countryFactor: z.strictObject({ us: factor, eu: factor }),
  usPartFactor: z.strictObject({ west: factor, mid: factor, east: factor }),
  distanceFactor: z.strictObject({ near: factor, medium: factor, far: factor }),
  deliveryTypeFactor: z.strictObject({ shipping: factor, 'air freight': factor }),
  countertopDelivery: z.strictObject({ small: amount, medium: amount, large: amount }),
  deposit: z.strictObject({ usd: amount, eur: amount, gbp: amount }),
  validityDays: z
    .number({ message: validationMessages.notANumber })
    .int(validationMessages.maxDecimals(0))
    .min(1, validationMessages.min(1))
    .max(365, validationMessages.max(365)),
});
export type PriceListRates = z.infer<typeof priceListRatesSchema>;

const text = z.string();
/** The rates as answered (the stored ones were checked when they were saved). */
export const priceListRatesAnswerSchema = z.object({
  assemblyRate: text,
  deliveryBase: z.object({ small: text, medium: text, large: text }),
  countryFactor: z.object({ us: text, eu: text }),
  usPartFactor: z.object({ west: text, mid: text, east: text }),
  distanceFactor: z.object({ near: text, medium: text, far: text }),
  deliveryTypeFactor: z.object({ shipping: text, 'air freight': text }),
  countertopDelivery: z.object({ small: text, medium: text, large: text }),
  deposit: z.object({ usd: text, eur: text, gbp: text }),
  validityDays: z.number().int(),
});

export const priceListVersionSchema = z.object({
  version: z.number().int(),
  isActive: z.boolean(),
  /** Null for the built-in first version while no version has been stored. */
  createdAt: z.iso.datetime().nullable(),
  rates: priceListRatesAnswerSchema,
});
export type PriceListVersion = z.infer<typeof priceListVersionSchema>;

export const priceListsSchema = z.object({
  active: priceListVersionSchema,
  /** Newest first. */
  versions: z.array(priceListVersionSchema),
});
export type PriceLists = z.infer<typeof priceListsSchema>;

export const savePriceListRequestSchema = z.strictObject({
  /** The version the form was filled from: a newer active version answers 409. */
  basedOnVersion: z.number().int().min(1).max(1_000_000),
  rates: priceListRatesSchema,
});
export type SavePriceListRequest = z.infer<typeof savePriceListRequestSchema>;

export const stalePriceListMessage = (active: number) =>
  `Another admin saved version ${active} of the price list meanwhile: reload it, then make your change again`;

/*
 * The confirmation before a new version goes live (decision 55):
 *   POST /admin/price-lists/preview  { rates }: staff only, changes nothing. For each open
 *   batch (parameters set, no estimate page, the project's spot not reserved), each design
 *   version's total as the active list prices it today and as the draft would, by the same
 *   functions Calculate runs.
 */
export const priceListPreviewRequestSchema = z.strictObject({ rates: priceListRatesSchema });
export type PriceListPreviewRequest = z.infer<typeof priceListPreviewRequestSchema>;

/** A total Calculate would store, or why it would refuse. */
export const previewTotalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('priced'), totalCost: z.number() }),
  z.object({ kind: z.literal('refused'), reason: z.string() }),
]);
export type PreviewTotal = z.infer<typeof previewTotalSchema>;

export const priceListPreviewSchema = z.object({
  /** The version priced as "today"; the draft is priced as the one after it. */
  activeVersion: z.number().int(),
  batches: z.array(
    z.object({
      projectId: z.string(),
      projectName: z.string(),
      batchId: z.string(),
      batchName: z.string(),
      currency: z.string(),
      versions: z.array(
        z.object({
          designVersionId: z.string(),
          name: z.string(),
          createdAt: z.iso.datetime(),
          current: previewTotalSchema,
          proposed: previewTotalSchema,
          /** proposed − current in the currency, rounded to its decimals; null when either is refused. */
          difference: z.number().nullable(),
        }),
      ),
    }),
  ),
  /** Open batches beyond those answered (the newest are answered first). */
  moreBatches: z.number().int().nonnegative(),
});
export type PriceListPreview = z.infer<typeof priceListPreviewSchema>;

/** The price list a stored estimate was calculated with, for the batches screen (staff). */
export const estimatePriceListSchema = z.object({
  version: z.number().int(),
  /** When the version was saved; null for the built-in first version. */
  savedAt: z.iso.datetime().nullable(),
});
export type EstimatePriceList = z.infer<typeof estimatePriceListSchema>;

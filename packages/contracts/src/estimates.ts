import { z } from 'zod';
import { decimalNumberSchema } from './decimal-number.js';
import { decimalStringSchema } from './decimal-string.js';
import { maxRevision, staffCostRules } from './number-limits.js';
import { revisionSchema } from './revision.js';
import { currencyFor, dollarRateFor, dollarRateRules } from './estimate-parameter-rules.js';
import { validationMessages } from './validation-messages.js';
import {
  countrySchema,
  deliveryTypeSchema,
  distanceSchema,
  estimateCurrencySchema,
  kitchenSizeSchema,
  usPartSchema,
} from './options.js';

/** A JSON number in the currency's major unit, already rounded to its decimals (PRODUCT.md 4). */
export const moneySchema = z.number().describe('major unit, rounded to the currency decimals');

/** Spec section 3 "Estimate" plus the four extra lines of PRODUCT.md section 4. */
export const estimateSchema = z.object({
  id: z.string(),
  /** Short, unique and human, e.g. `E-2026-0042`: the year it was issued and a number. */
  reference: z.string().regex(/^E-\d{4}-\d{4,}$/),
  designVersionId: z.string(),
  currency: estimateCurrencySchema,
  totalCost: moneySchema,
  materialsCost: moneySchema,
  componentsCost: moneySchema,
  countertopCost: moneySchema,
  assemblyCost: moneySchema,
  deliveryCost: moneySchema,
  measurementsCost: moneySchema,
  installationCost: moneySchema,
  validUntil: z.iso.date(),
  /** When it was calculated: the estimate's issue date. */
  createdAt: z.iso.datetime(),
});
export type Estimate = z.infer<typeof estimateSchema>;
export const estimatesResponseSchema = z.array(estimateSchema);

export const estimateStatuses = ['completed', 'not_calculated'] as const;
export const estimateStatusSchema = z.enum(estimateStatuses);
export type EstimateStatus = z.infer<typeof estimateStatusSchema>;
export const estimateStatusLabels: Record<EstimateStatus, string> = {
  completed: 'Estimated',
  not_calculated: 'Not calculated',
};

/** Costs typed by staff (measurements, installation): USD numbers with at most 2 decimals. */
const cost = decimalNumberSchema(staffCostRules);

/** The dollar rate crosses the wire as an exact decimal string, as the price-list rates do. */
const dollarRate = decimalStringSchema(dollarRateRules).describe(
  'units of the currency per US dollar, a decimal string with at most 4 decimals; 1 for usd',
);

/** Spec section 3 "Estimate parameters". */
export const estimateParamsSchema = z.object({
  id: z.string(),
  country: countrySchema,
  size: kitchenSizeSchema,
  assembled: z.boolean(),
  usPart: usPartSchema.nullable(),
  distance: distanceSchema,
  deliveryType: deliveryTypeSchema.nullable(),
  isCountertopDeliverySeparated: z.boolean(),
  measurements: z.number().nullable(),
  installation: z.number().nullable(),
  currency: estimateCurrencySchema,
  dollarRate: dollarRate.nullable(),
  revision: revisionSchema,
});
export type EstimateParams = z.infer<typeof estimateParamsSchema>;

/**
 * `POST /project/{id}/batches/{batchId}/update-parameters`. Without `estimateParamsId` the
 * parameters are created. The rules of spec section 5 are checked on the server too.
 */
export const updateParametersRequestSchema = z
  .strictObject({
    estimateParamsId: z.string().min(1).optional(),
    revision: z.number().int().nonnegative().max(maxRevision).optional(),
    country: countrySchema,
    size: kitchenSizeSchema,
    assembled: z.boolean().default(false),
    usPart: usPartSchema.nullable().optional(),
    distance: distanceSchema,
    deliveryType: deliveryTypeSchema.nullable().optional(),
    isCountertopDeliverySeparated: z.boolean().default(false),
    measurements: cost.nullable().optional(),
    installation: cost.nullable().optional(),
    currency: estimateCurrencySchema,
    dollarRate: dollarRate.nullable().optional(),
  })
  .superRefine((params, context) => {
    const required = (path: string) =>
      context.addIssue({ code: 'custom', path: [path], message: validationMessages.required });
    if (params.country === 'us') {
      if (!params.usPart) required('usPart');
      if (!params.deliveryType) required('deliveryType');
      if (currencyFor(params.country, params.currency) !== params.currency) {
        context.addIssue({
          code: 'custom',
          path: ['currency'],
          message: validationMessages.pattern,
        });
      }
    }
    if (dollarRateFor(params.currency, params.dollarRate) === null) required('dollarRate');
  });
export type UpdateParametersRequest = z.input<typeof updateParametersRequestSchema>;

/** `POST .../estimates` and `POST .../delete-estimate` */
export const itemIdsRequestSchema = z.strictObject({
  itemIds: z.array(z.string().min(1)).max(500),
});
export type ItemIdsRequest = z.infer<typeof itemIdsRequestSchema>;

export const deleteEstimatesResponseSchema = z.object({ deleted: z.number().int() });

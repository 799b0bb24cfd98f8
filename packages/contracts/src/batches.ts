import { z } from 'zod';
import { controlCharacterMessages, isSingleLineText } from './plain-text.js';
import { estimateParamsSchema, estimateSchema } from './estimates.js';
import { estimatePriceListSchema } from './price-lists.js';
import { fieldRule } from './validation-messages.js';
import { projectReservationSchema } from './project-reservation.js';
import { estimateSlugMaxLength, estimateSlugMinLength } from './estimate-page-slugs.js';

/** Spec section 3 "Batch summary". */
export const batchSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  designVersionsCount: z.number().int().nonnegative(),
  isEstimateParams: z.boolean(),
});
export type BatchSummary = z.infer<typeof batchSummarySchema>;
export const batchSummariesResponseSchema = z.array(batchSummarySchema);

export const batchDesignVersionSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  estimateId: z.string().nullable(),
});

export const estimatePageSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  estimateSlug: z.string(),
});
export type EstimatePage = z.infer<typeof estimatePageSchema>;

/** Spec section 3 "Batch". */
export const batchSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  designVersions: z.array(batchDesignVersionSchema),
  estimateParams: estimateParamsSchema.nullable(),
  createdEstimatePage: estimatePageSchema.nullable(),
  /**
   * Beyond the spec (decision 50): the project's one reservation, so staff publishing a new
   * page see the spot is taken; null while it holds none.
   */
  projectReservation: projectReservationSchema.nullable(),
});
export type Batch = z.infer<typeof batchSchema>;

export const batchParamsSchema = z.strictObject({
  id: z.string().min(1),
  batchId: z.string().min(1),
});

const batchNameSchema = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .max(120)
  .refine(isSingleLineText, controlCharacterMessages.singleLine);

/** `POST /project/{id}/create-new-batch`: the batch holds all the project's design versions. */
export const createBatchRequestSchema = z.strictObject({ name: batchNameSchema });
export type CreateBatchRequest = z.infer<typeof createBatchRequestSchema>;

/** `PUT /project/{id}/batches/{batchId}`: a new name (no revision: the last save wins). */
export const renameBatchRequestSchema = z.strictObject({ name: batchNameSchema });
export type RenameBatchRequest = z.infer<typeof renameBatchRequestSchema>;

/** The 409 of a name another batch of the project has (unique per project, migration 0012). */
export const batchNameTakenMessage = (name: string) =>
  `Another batch of this project is already named "${name}": choose another name`;

/**
 * `POST .../calculate-batch-estimate?versions=missing` estimates only the versions without an
 * estimate in the batch; without it (or `all`), every version.
 */
export const calculateBatchQuerySchema = z.strictObject({
  versions: z.enum(['all', 'missing']).optional(),
});
export type CalculateBatchQuery = z.infer<typeof calculateBatchQuerySchema>;

/** What a page slug may hold, said once for the form's help text and the API's refusal. */
export const estimateSlugAllowed = 'lowercase letters, digits and hyphens, 3 to 80 characters';
const estimateSlugRule = fieldRule('Page slug', estimateSlugAllowed);

/** Slugs: lowercase letters, digits and hyphens, 3 to 80 characters (PRODUCT.md 4). */
export const estimateSlugSchema = z
  .string()
  .trim()
  // A blank slug is only 'required': the rule below is for what was typed.
  .min(1, { error: 'This field is required', abort: true })
  .min(estimateSlugMinLength, estimateSlugRule)
  .max(estimateSlugMaxLength, estimateSlugRule)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, estimateSlugRule);

/**
 * `POST .../create-estimate-page/{designVersionId}`; `notifyCustomers` also mails the
 * project's customers the page's link (issue 25), refused when the project has none.
 */
export const createEstimatePageRequestSchema = z.strictObject({
  slug: estimateSlugSchema,
  notifyCustomers: z.boolean().optional(),
});
/** `GET /estimate-page-slugs/{slug}`: the slug checked by the rule of the create call. */
export const estimatePageSlugParamsSchema = z.strictObject({ slug: estimateSlugSchema });
export type CreateEstimatePageRequest = z.infer<typeof createEstimatePageRequestSchema>;
export const createEstimatePageParamsSchema = batchParamsSchema.extend({
  designVersionId: z.string().min(1),
});

/**
 * `POST .../batches/{batchId}/estimates` (staff): the spec's estimate and, beyond it (decision
 * 55), the price list version it was calculated with, so the batches screen can name it.
 */
export const batchEstimateSchema = estimateSchema.extend({ priceList: estimatePriceListSchema });
export type BatchEstimate = z.infer<typeof batchEstimateSchema>;
export const batchEstimatesResponseSchema = z.array(batchEstimateSchema);

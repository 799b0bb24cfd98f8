import { z } from 'zod';
import { controlCharacterMessages, isSingleLineText } from './plain-text.js';
import { estimateParamsSchema } from './estimates.js';

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
});
export type Batch = z.infer<typeof batchSchema>;

export const batchParamsSchema = z.strictObject({
  id: z.string().min(1),
  batchId: z.string().min(1),
});

/** `POST /project/{id}/create-new-batch`: the batch holds all the project's design versions. */
export const createBatchRequestSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .max(120)
    .refine(isSingleLineText, controlCharacterMessages.singleLine),
});
export type CreateBatchRequest = z.infer<typeof createBatchRequestSchema>;

/** Slugs: lowercase letters, digits and hyphens, 3 to 80 characters (PRODUCT.md 4). */
export const estimateSlugSchema = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .min(3, 'Minimum length is 3 characters')
  .max(80, 'Maximum length is 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid format');

/**
 * `POST .../create-estimate-page/{designVersionId}`; `notifyCustomers` also mails the
 * project's customers the page's link (issue 25), refused when the project has none.
 */
export const createEstimatePageRequestSchema = z.strictObject({
  slug: estimateSlugSchema,
  notifyCustomers: z.boolean().optional(),
});
export type CreateEstimatePageRequest = z.infer<typeof createEstimatePageRequestSchema>;
export const createEstimatePageParamsSchema = batchParamsSchema.extend({
  designVersionId: z.string().min(1),
});

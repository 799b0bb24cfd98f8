import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { projectReservationSchema } from './project-reservation.js';
import { emailSchema } from './email.js';
import { catalogCategorySchema, catalogItemSummarySchema } from './catalog.js';
import { imageSchema } from './images.js';
import { lineAmountMessage, maxLineAmount } from './number-limits.js';
import { pageOf, pageQuerySchema } from './pagination.js';
import { projectStatusSchema } from './projects.js';
import { revisionSchema, withSeenRevision } from './revision.js';
import { quantitySchema, requiredText, unitPriceSchema } from './form-fields.js';
import { optionGroupsSchema } from './version-options.js';

/*
 * The back office's projects and design versions (issue 8), under /api/v1/admin (staff):
 *   POST   /admin/projects                                   create (name, status, customers)
 *   GET    /admin/projects/{id}                              a project with customers and versions
 *   PUT    /admin/projects/{id}                              edit name, status, customers
 *   PUT    /admin/projects/{id}/active-design-version        pin the active version
 *   DELETE /admin/projects/{id}/active-design-version        unpin (the latest estimated one)
 *   POST   /admin/projects/{id}/customers/{userId}/sign-in-link   mail a customer a link
 *   POST   /admin/projects/{id}/design-versions              create a version
 *   GET    /admin/projects/{id}/design-versions/{versionId}  a version with lines and renders
 *   PUT    /admin/projects/{id}/design-versions/{versionId}  rename
 *   POST   …/{versionId}/duplicate                           copy with lines and renders
 *   DELETE …/{versionId}                                     delete
 *   POST   …/{versionId}/lines/catalog                       a line from the catalog
 *   POST   …/{versionId}/lines                               a line written by hand
 *   PUT    …/{versionId}/lines/{lineId}                      change its quantity
 *   DELETE …/{versionId}/lines/{lineId}                      remove it
 *   POST   …/{versionId}/renders                             attach an uploaded picture
 *   PUT    …/{versionId}/renders                             reorder
 *   DELETE …/{versionId}/renders/{imageId}                   take one away
 *   GET    /admin/catalog-search                             catalog items to pick from
 * The list of projects is the staff's GET /projects.
 */

/**
 * The line-amount rule: its message when quantity × unit price is more than a line may be;
 * nothing while either is not a number yet (its own rule says so).
 */
export function lineAmountProblem(
  quantity: number | string,
  unitPrice: number | string,
): string | undefined {
  if (!Number.isFinite(Number(quantity)) || !Number.isFinite(Number(unitPrice))) return undefined;
  const amount = new Decimal(Number(quantity)).times(Number(unitPrice));
  return amount.greaterThan(maxLineAmount) ? lineAmountMessage : undefined;
}

export const adminCustomerSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
});

export const adminVersionSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  estimateId: z.string().nullable(),
  lineCount: z.number().int(),
  renderCount: z.number().int(),
});

export const adminProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: projectStatusSchema,
  isDemo: z.boolean(),
  createdAt: z.iso.datetime(),
  /** Pinned by staff: shown to customers, with the estimate pinned with it, when no page is. */
  activeDesignVersionId: z.string().nullable(),
  /** What the project's customers see now (decision 38). */
  shownToCustomers: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('page'), slug: z.string(), name: z.string() }),
    z.object({
      kind: z.literal('pinned'),
      designVersionId: z.string(),
      reference: z.string(),
      issuedAt: z.iso.datetime(),
      /** The pinned version was calculated again since: pinning it again shows that one. */
      hasNewerEstimate: z.boolean(),
    }),
    z.object({ kind: z.literal('nothing') }),
  ]),
  /** The designer its customers are told about (issue 26); null when none is chosen. */
  designerId: z.string().nullable(),
  /** The project's one reservation (decision 50); null while it holds none. */
  reservation: projectReservationSchema.nullable(),
  revision: revisionSchema,
  customers: z.array(adminCustomerSchema),
  /** Newest first. */
  designVersions: z.array(adminVersionSummarySchema),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

export const maxCustomersPerProject = 20;

export const projectFormRequestSchema = z.strictObject({
  name: requiredText(200),
  status: projectStatusSchema,
  /** At least one; an e-mail without an account becomes a new customer. */
  customerEmails: z
    .array(emailSchema)
    .min(1, 'Add at least one customer e-mail')
    .max(maxCustomersPerProject, `At most ${maxCustomersPerProject} customers`),
  /**
   * A designer or admin, or null for none. Left out: on create, whoever creates the project;
   * on save, unchanged.
   */
  designerId: z.uuid().nullable().optional(),
});
export type ProjectFormRequest = z.infer<typeof projectFormRequestSchema>;
/** PUT /admin/projects/{id}: the form and the revision it was loaded at (decision 29). */
export const updateProjectRequestSchema = projectFormRequestSchema.extend(withSeenRevision);
export type UpdateProjectRequest = z.infer<typeof updateProjectRequestSchema>;

export const pinDesignVersionRequestSchema = z.strictObject({ designVersionId: z.uuid() });

export const signInLinkSentSchema = z.object({ message: z.string() });

export const adminProjectParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });
export const adminCustomerParamsSchema = adminProjectParamsSchema.extend({
  userId: z.string().min(1).max(100),
});
export const adminVersionParamsSchema = adminProjectParamsSchema.extend({
  versionId: z.string().min(1).max(100),
});
export const adminLineParamsSchema = adminVersionParamsSchema.extend({
  lineId: z.string().min(1).max(100),
});
export const adminRenderParamsSchema = adminVersionParamsSchema.extend({
  imageId: z.string().min(1).max(100),
});

export const adminItemLineSchema = z.object({
  id: z.string(),
  category: catalogCategorySchema,
  catalogItemId: z.string().nullable(),
  name: z.string(),
  image: imageSchema.nullable(),
  quantity: z.number(),
  unit: z.string(),
  /** USD, major unit. */
  unitPrice: z.number(),
});
export type AdminItemLine = z.infer<typeof adminItemLineSchema>;

export const adminDesignVersionSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  /** By category (display order), then as added. */
  lines: z.array(adminItemLineSchema),
  renders: z.array(imageSchema),
  /** What customers may try on its estimates (issue 37). */
  options: optionGroupsSchema,
});
export type AdminDesignVersion = z.infer<typeof adminDesignVersionSchema>;

export const designVersionNameRequestSchema = z.strictObject({ name: requiredText(200) });

export const catalogLineRequestSchema = z.strictObject({
  catalogItemId: z.uuid(),
  quantity: quantitySchema,
});
export type CatalogLineRequest = z.infer<typeof catalogLineRequestSchema>;

export const customLineRequestSchema = z
  .strictObject({
    category: catalogCategorySchema,
    name: requiredText(200),
    unit: requiredText(40),
    unitPrice: unitPriceSchema,
    quantity: quantitySchema,
  })
  .superRefine((line, context) => {
    const problem = lineAmountProblem(line.quantity, line.unitPrice);
    if (problem) context.addIssue({ code: 'custom', path: ['quantity'], message: problem });
  });
export type CustomLineRequest = z.infer<typeof customLineRequestSchema>;

export const lineQuantityRequestSchema = z.strictObject({ quantity: quantitySchema });

export const attachRenderRequestSchema = z.strictObject({ imageId: z.uuid() });
export const reorderRendersRequestSchema = z.strictObject({
  imageIds: z.array(z.uuid()).max(200),
});

export const catalogSearchQuerySchema = pageQuerySchema
  .extend({
    search: z.string().trim().max(200).optional(),
    category: catalogCategorySchema.optional(),
  })
  .strict();
export type CatalogSearchQuery = z.input<typeof catalogSearchQuerySchema>;
export const catalogSearchResultSchema = pageOf(
  catalogItemSummarySchema.extend({ isPublic: z.boolean() }),
);
export type CatalogSearchResult = z.infer<typeof catalogSearchResultSchema>;

/** `GET /admin/projects/designers`: the staff a project's designer is chosen from. */
export const projectDesignerChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export const projectDesignerChoicesSchema = z.array(projectDesignerChoiceSchema);
export type ProjectDesignerChoice = z.infer<typeof projectDesignerChoiceSchema>;

export const notStaffDesignerMessage = 'Choose a designer or admin of the company as the designer';

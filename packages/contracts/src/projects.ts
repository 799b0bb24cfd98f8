import { z } from 'zod';
import { deliveryMethods, productionComplexities } from './timeline.js';

/** Spec section 3 and PRODUCT.md section 4. */
export const projectStatuses = ['estimation', 'design'] as const;
export const projectStatusSchema = z.enum(projectStatuses);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const productionComplexitySchema = z.enum(productionComplexities);
export const deliveryMethodSchema = z.enum(deliveryMethods);

export const projectIdParamsSchema = z.strictObject({ id: z.string().min(1) });
/** The project reads of spec section 7 (`/project/{id}`, its meta, summary and stages). */
export const projectReadParamsSchema = z.strictObject({
  id: z.string().trim().min(1, 'Project ID is not provided'),
});

/** `GET /user/{id}/projects` */
export const userIdParamsSchema = z.strictObject({ id: z.string().min(1) });
export const userProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: projectStatusSchema,
  isDemo: z.boolean(),
});
export type UserProject = z.infer<typeof userProjectSchema>;
export const userProjectsResponseSchema = z.array(userProjectSchema);

/** `GET /project/{id}/meta` */
export const projectMetaSchema = z.object({
  id: z.string(),
  status: projectStatusSchema,
  isDemo: z.boolean(),
});
export type ProjectMeta = z.infer<typeof projectMetaSchema>;

/** `GET /project/{id}/summary` */
export const projectSummarySchema = z.object({ id: z.string(), name: z.string() });
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** `GET /project/{id}/designer`: who the customer is told to contact; null when none. */
export const projectDesignerSchema = z
  .object({ name: z.string(), email: z.string(), phone: z.string().nullable() })
  .nullable();
export type ProjectDesigner = z.infer<typeof projectDesignerSchema>;

/** `GET /project/{id}` and `GET /demo-project` */
export const projectSchema = projectMetaSchema.extend({
  name: z.string(),
  startDate: z.iso.date().nullable(),
  productionComplexity: productionComplexitySchema,
  deliveryMethod: deliveryMethodSchema,
  activeDesignVersionId: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

/** The project calls take the caller's e-mail in the query (spec section 7). */
export const emailQuerySchema = z.strictObject({ email: z.email().optional() });

export const demoProjectQuerySchema = z.strictObject({
  email: z.email().optional(),
  startDate: z.iso.date().optional(),
  productionComplexity: productionComplexitySchema.optional(),
  deliveryMethod: deliveryMethodSchema.optional(),
});

/** `POST /project/{projectId}/create-substages` */
export const createSubstagesParamsSchema = z.strictObject({
  projectId: z.string().trim().min(1, 'Project ID is not provided'),
});

/** `POST /project/{projectId}/create-substages` */
export const createSubstagesRequestSchema = z.strictObject({
  deliveryType: deliveryMethodSchema,
  startDate: z.iso.date(),
  productionComplexity: productionComplexitySchema,
});
export type CreateSubstagesRequest = z.infer<typeof createSubstagesRequestSchema>;

export const substageSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
});
export type Substage = z.infer<typeof substageSchema>;
export const createSubstagesResponseSchema = z.array(substageSchema);

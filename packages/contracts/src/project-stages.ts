import { z } from 'zod';
import { projectReservationSchema } from './project-reservation.js';
import { customerActivitySchema } from './view-events.js';
import { pageOf, pageQuerySchema } from './pagination.js';
import {
  deliveryMethodSchema,
  productionComplexitySchema,
  projectSchema,
  projectStatusSchema,
} from './projects.js';
import { stageKeys } from './timeline.js';
import { projectPhases } from './project-phase.js';

/** Where the project is (decision 53): one label on the lists and the dashboard. */
export const projectPhaseSchema = z.enum(projectPhases);

/**
 * A stage of a project's plan (PRODUCT.md 6): its dates, its content (ids for `POST /content`)
 * and the delivery shown on it (an id for `GET /content/delivery/{id}`). `id` is the stored
 * substage's, or null while the stages are only planned from the project's start date.
 */
export const projectStageSchema = z.object({
  id: z.string().nullable(),
  key: z.enum(stageKeys),
  name: z.string(),
  days: z.number().int().positive(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  contentIds: z.array(z.string()),
  deliveryId: z.string().nullable(),
});
export type ProjectStage = z.infer<typeof projectStageSchema>;

/** `GET /project/{id}/stages`: empty stages when the project has no start date yet. */
export const projectStagesSchema = z.object({
  projectId: z.string(),
  startDate: z.iso.date().nullable(),
  productionComplexity: productionComplexitySchema,
  deliveryMethod: deliveryMethodSchema,
  stages: z.array(projectStageSchema),
  /** The project's reserved spot, the step before production (decision 37); null: none yet. */
  reservation: z.object({ reference: z.string(), reservedAt: z.iso.datetime() }).nullable(),
  /** Where the project is today, as the project lists say it (decision 53). */
  phase: projectPhaseSchema,
  /** When the customer signed off the design (issue 38): production waits for it. */
  designSignedOffAt: z.iso.datetime().nullable(),
});
export type ProjectStages = z.infer<typeof projectStagesSchema>;

/** `GET /demo-project`: the template project, planned from the query's options. */
export const demoProjectSchema = projectSchema.extend({
  stages: z.array(projectStageSchema),
});
export type DemoProject = z.infer<typeof demoProjectSchema>;

/** `GET /projects`: the caller's projects (staff: all), newest first, searchable, paged. */
export const projectListQuerySchema = pageQuerySchema
  .extend({
    search: z.string().trim().max(200).optional(),
    /** Staff: 'activity' puts the projects whose customer did something last first. */
    sort: z.enum(['newest', 'activity']).optional(),
  })
  .strict();

export const activeEstimateTotalSchema = z.object({
  designVersionId: z.string(),
  totalCost: z.number(),
  currency: z.string(),
});

export const projectListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: projectStatusSchema,
  /** Where the project is today (decision 53); `status` still routes `/project/{id}`. */
  phase: projectPhaseSchema,
  isDemo: z.boolean(),
  createdAt: z.iso.datetime(),
  customerEmails: z.array(z.string()),
  /**
   * The estimate its customers see first (decision 38), or, once the project holds a
   * reservation, the reserved one (decision 50); null when neither.
   */
  activeEstimate: activeEstimateTotalSchema.nullable(),
  /** The project's one reservation; null while it holds none. */
  reservation: projectReservationSchema.nullable(),
  /** Staff only (null for customers): the customer's last activity on the project. */
  lastActivity: customerActivitySchema.nullable(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;
export const projectListSchema = pageOf(projectListItemSchema);
export type ProjectList = z.infer<typeof projectListSchema>;

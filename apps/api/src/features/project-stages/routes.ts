import {
  createSubstagesParamsSchema,
  createSubstagesRequestSchema,
  createSubstagesResponseSchema,
  demoProjectQuerySchema,
  demoProjectSchema,
  emailQuerySchema,
  projectReadParamsSchema,
  designSignOffTexts,
  planStages,
  projectStagesSchema,
  type Project,
  type TimelineOptions,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { calendarDateIn } from '../../lib/company-time.js';
import { errorResponses } from '../../lib/error-responses.js';
import { accessedProject } from '../../plugins/access.js';
import { audited } from '../audit/index.js';
import { requireViewer } from '../auth/index.js';
import { approvedSignOff, projectReservation } from '../estimates/index.js';
import { projectPhases, todayUtc } from './project-phases.js';
import {
  findDemoProject,
  plannedStages,
  projectStages,
  replaceSubstages,
} from './stages-repository.js';

/*
 * The project's plan (PRODUCT.md 6): the demo (template) project planned from any options,
 * a project's stages with their content and delivery, and staff storing the substages.
 */
const projectStageRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, options) => {
  const tags = ['project stages'];
  const db = app.database.db;

  /**
   * Production cannot start in the timeline before the customer signs the design off (issue
   * 38): a plan whose production starts today or earlier needs the sign-off. The template is an
   * example, planned from any date.
   */
  async function refuseProductionBeforeSignOff(project: Project, plan: TimelineOptions) {
    if (project.isDemo) return;
    const production = planStages(plan).find((stage) => stage.key === 'production')!;
    const today = calendarDateIn(app.clock.now(), options.timeZone);
    if (production.startDate > today || (await approvedSignOff(db, project.id))) return;
    throw AppError.conflict(designSignOffTexts.productionBeforeSignOff);
  }

  app.get(
    '/demo-project',
    {
      schema: {
        tags,
        summary: 'The template project, its stages planned from the given start and options',
        querystring: demoProjectQuerySchema,
        response: { 200: demoProjectSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      requireViewer(request);
      const demo = await findDemoProject(db);
      if (!demo) throw AppError.notFound('Demo project');
      const options = {
        startDate: request.query.startDate ?? demo.startDate ?? todayUtc(),
        productionComplexity: request.query.productionComplexity ?? demo.productionComplexity,
        deliveryMethod: request.query.deliveryMethod ?? demo.deliveryMethod,
      };
      return {
        id: demo.id,
        name: demo.name,
        status: demo.status,
        isDemo: true,
        activeDesignVersionId: demo.activeDesignVersionId,
        ...options,
        stages: await plannedStages(db, demo.id, options),
      };
    },
  );

  app.get(
    '/project/:id/stages',
    {
      preHandler: app.access.project({ caller: 'signed-in' }),
      schema: {
        tags,
        summary: "A project's stages with their dates, content ids and delivery",
        params: projectReadParamsSchema,
        querystring: emailQuerySchema,
        response: { 200: projectStagesSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const project = accessedProject(request);
      const [reservation, signOff] = await Promise.all([
        projectReservation(db, project.id),
        approvedSignOff(db, project.id),
      ]);
      const reserved = new Set(reservation ? [project.id] : []);
      const phases = await projectPhases(db, [project], reserved);
      return {
        projectId: project.id,
        startDate: project.startDate,
        productionComplexity: project.productionComplexity,
        deliveryMethod: project.deliveryMethod,
        stages: await projectStages(db, project),
        reservation,
        phase: phases.get(project.id) ?? project.status,
        designSignedOffAt: signOff?.approvedAt?.toISOString() ?? null,
      };
    },
  );

  app.post(
    '/project/:projectId/create-substages',
    {
      preHandler: app.access.project({ caller: 'staff', param: 'projectId' }),
      schema: {
        tags,
        summary: "Stores the project's five substages from a start date (staff only)",
        params: createSubstagesParamsSchema,
        body: createSubstagesRequestSchema,
        response: {
          200: createSubstagesResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const project = accessedProject(request);
      const { startDate, productionComplexity, deliveryType } = request.body;
      const options = { startDate, productionComplexity, deliveryMethod: deliveryType };
      await refuseProductionBeforeSignOff(project, options);
      const stored = await replaceSubstages(
        db,
        project,
        options,
        audited(request, app.clock.now()),
      );
      await app.cache.invalidateProject(project.id); // the project's options changed
      return stored;
    },
  );
};

export default projectStageRoutes;

import {
  planStages,
  projectPhase,
  type ProjectPhase,
  type ProjectStatus,
  type StageKey,
  type TimelineOptions,
} from '@corner/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deliveries, projects, substages } from '../../db/schema.js';

/** Today as a UTC calendar date: the day the phase is read on. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export interface PhaseProject extends Omit<TimelineOptions, 'startDate'> {
  id: string;
  status: ProjectStatus;
  startDate: string | null;
}

/**
 * Where each project is today (decision 53), from its status, its stages (stored substages,
 * else planned from its start date, as `GET /project/{id}/stages` answers them), its
 * deliveries and whether it holds a reservation. Two queries whatever the number of projects.
 */
export async function projectPhases(
  db: Db,
  projects: PhaseProject[],
  reserved: ReadonlySet<string>,
  today = todayUtc(),
): Promise<Map<string, ProjectPhase>> {
  const ids = projects.map((project) => project.id);
  if (ids.length === 0) return new Map();
  const [stored, delivered] = await Promise.all([
    db
      .select({
        projectId: substages.projectId,
        key: substages.key,
        startDate: substages.startDate,
        endDate: substages.endDate,
      })
      .from(substages)
      .where(inArray(substages.projectId, ids))
      .orderBy(asc(substages.projectId), asc(substages.position)),
    db
      .selectDistinct({ projectId: deliveries.projectId })
      .from(deliveries)
      .where(inArray(deliveries.projectId, ids)),
  ]);
  const withDelivery = new Set(delivered.map((row) => row.projectId));
  return new Map(
    projects.map((project) => {
      const own = stored
        .filter((row) => row.projectId === project.id)
        .map((row) => ({ ...row, key: row.key as StageKey }));
      const stages =
        own.length > 0 || !project.startDate
          ? own
          : planStages({ ...project, startDate: project.startDate });
      const phase = projectPhase({
        status: project.status,
        stages,
        hasDelivery: withDelivery.has(project.id),
        reserved: reserved.has(project.id),
        today,
      });
      return [project.id, phase];
    }),
  );
}

/** A project's stage dates: its stored substages, else planned from its start date, else none. */
export async function projectStageDates(db: Db, projectId: string) {
  const [project] = await db
    .select({
      startDate: projects.startDate,
      productionComplexity: projects.productionComplexity,
      deliveryMethod: projects.deliveryMethod,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  const stored = await db
    .select({ key: substages.key, startDate: substages.startDate, endDate: substages.endDate })
    .from(substages)
    .where(eq(substages.projectId, projectId))
    .orderBy(asc(substages.position));
  if (stored.length > 0) return stored.map((row) => ({ ...row, key: row.key as StageKey }));
  if (!project?.startDate) return [];
  return planStages({ ...project, startDate: project.startDate });
}

import {
  planStages,
  type PlannedStage,
  type Project,
  type ProjectStage,
  type StageKey,
  type TimelineOptions,
} from '@corner/contracts';
import { asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentItems, deliveries, projects, substages } from '../../db/schema.js';

type SubstageRow = typeof substages.$inferSelect;

/** The value an upsert tried to insert (PostgreSQL's `excluded` row). */
const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

const dayMs = 86_400_000;
const daysBetween = (first: string, last: string) =>
  Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / dayMs) + 1;

/** Content ids by stage: shared items (no project) and the project's own, in order. */
async function contentByStage(db: Db, projectId: string): Promise<Map<StageKey, string[]>> {
  const rows = await db
    .select({ id: contentItems.id, stageKey: contentItems.stageKey })
    .from(contentItems)
    .where(or(isNull(contentItems.projectId), eq(contentItems.projectId, projectId)))
    .orderBy(asc(contentItems.position), asc(contentItems.createdAt), asc(contentItems.id));
  const byStage = new Map<StageKey, string[]>();
  for (const { id, stageKey } of rows) {
    if (stageKey) byStage.set(stageKey, [...(byStage.get(stageKey) ?? []), id]);
  }
  return byStage;
}

/**
 * Which delivery a stage shows: the one linked to its substage; the delivery stage also shows
 * the project's newest delivery that is linked to no substage.
 */
async function deliveryByStage(db: Db, projectId: string, rows: SubstageRow[]) {
  const list = await db
    .select({ id: deliveries.id, substageId: deliveries.substageId })
    .from(deliveries)
    .where(eq(deliveries.projectId, projectId))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id));
  return (key: StageKey): string | null => {
    const substageId = rows.find((row) => row.key === key)?.id;
    const linked = list.find((delivery) => substageId && delivery.substageId === substageId);
    if (linked) return linked.id;
    if (key !== 'delivery') return null;
    return list.find((delivery) => delivery.substageId === null)?.id ?? null;
  };
}

async function storedSubstages(db: Db, projectId: string) {
  return db
    .select()
    .from(substages)
    .where(eq(substages.projectId, projectId))
    .orderBy(asc(substages.position));
}

/** Stored substages as stages (the days follow their dates). */
function fromRows(rows: SubstageRow[]) {
  return rows.map((row) => ({
    id: row.id,
    key: row.key as StageKey,
    name: row.name,
    days: daysBetween(row.startDate, row.endDate),
    startDate: row.startDate,
    endDate: row.endDate,
  }));
}

const fromPlan = (plan: PlannedStage[]) => plan.map((stage) => ({ ...stage, id: null }));

/** Adds each stage's content and delivery. */
async function withDetails(
  db: Db,
  projectId: string,
  rows: SubstageRow[],
  stages: Omit<ProjectStage, 'contentIds' | 'deliveryId'>[],
): Promise<ProjectStage[]> {
  const content = await contentByStage(db, projectId);
  const delivery = await deliveryByStage(db, projectId, rows);
  return stages.map((stage) => ({
    ...stage,
    contentIds: content.get(stage.key) ?? [],
    deliveryId: delivery(stage.key),
  }));
}

/**
 * A project's stages: its stored substages; else planned from its start date; else none
 * (nobody has set a start date yet).
 */
export async function projectStages(db: Db, project: Project): Promise<ProjectStage[]> {
  const rows = await storedSubstages(db, project.id);
  if (rows.length > 0) return withDetails(db, project.id, rows, fromRows(rows));
  if (!project.startDate) return [];
  const plan = planStages({ ...project, startDate: project.startDate });
  return withDetails(db, project.id, rows, fromPlan(plan));
}

/** The template's stages for the given options, with the demo project's content. */
export async function plannedStages(db: Db, projectId: string, options: TimelineOptions) {
  return withDetails(db, projectId, [], fromPlan(planStages(options)));
}

/**
 * Stores the five substages planned from the options, keeping the ids of existing ones (a
 * delivery linked to a substage stays linked), and the options on the project. One transaction.
 */
export async function replaceSubstages(db: Db, projectId: string, options: TimelineOptions) {
  const plan = planStages(options);
  return db.transaction(async (tx) => {
    await tx
      .update(projects)
      .set({
        startDate: options.startDate,
        productionComplexity: options.productionComplexity,
        deliveryMethod: options.deliveryMethod,
      })
      .where(eq(projects.id, projectId));
    const rows = await tx
      .insert(substages)
      .values(
        plan.map((stage, position) => ({
          projectId,
          key: stage.key,
          name: stage.name,
          startDate: stage.startDate,
          endDate: stage.endDate,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: [substages.projectId, substages.position],
        set: {
          key: sqlExcluded('key'),
          name: sqlExcluded('name'),
          startDate: sqlExcluded('start_date'),
          endDate: sqlExcluded('end_date'),
        },
      })
      .returning();
    return rows
      .sort((a, b) => a.position - b.position)
      .map(({ id, key, name, startDate, endDate }) => ({ id, key, name, startDate, endDate }));
  });
}

/** The oldest demo project, the template every customer may open (spec section 1). */
export async function findDemoProject(db: Db) {
  const [row] = await db
    .select()
    .from(projects)
    .where(eq(projects.isDemo, true))
    .orderBy(asc(projects.createdAt), asc(projects.id))
    .limit(1);
  return row ?? null;
}

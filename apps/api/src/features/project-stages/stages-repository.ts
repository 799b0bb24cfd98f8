import {
  planStages,
  type PlannedStage,
  type Project,
  type ProjectStage,
  type StageKey,
  type TimelineOptions,
} from '@corner/contracts';
import type { AuditFieldChange } from '@corner/contracts';
import { asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentItems, deliveries, projects, substages } from '../../db/schema.js';
import { recordChange, type Audited } from '../audit/index.js';

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

/** A plan as the audit trail compares it: the options, and each stage's dates by position. */
interface PlanState {
  startDate: string | null;
  productionComplexity: string | null;
  deliveryMethod: string | null;
  stages: { position: number; name: string; startDate: string; endDate: string }[];
}

const optionLabels = [
  { field: 'startDate', label: 'Start date' },
  { field: 'productionComplexity', label: 'Production complexity' },
  { field: 'deliveryMethod', label: 'Delivery method' },
] as const;

/** What changed between two plans: the options as stored, then each stage's dates. */
function planChanges(before: PlanState, after: PlanState): AuditFieldChange[] {
  const options = optionLabels.flatMap(({ field, label }) =>
    before[field] === after[field] ? [] : [{ field, label, from: before[field], to: after[field] }],
  );
  const dates = (stage?: PlanState['stages'][number]) =>
    stage ? `${stage.startDate} – ${stage.endDate}` : null;
  const stages = after.stages.flatMap((stage) => {
    const from = dates(before.stages.find((old) => old.position === stage.position));
    const to = dates(stage);
    return from === to
      ? []
      : [{ field: `stage${stage.position + 1}`, label: `${stage.name} dates`, from, to }];
  });
  return [...options, ...stages];
}

/**
 * Stores the five substages planned from the options, keeping the ids of existing ones (a
 * delivery linked to a substage stays linked), and the options on the project. One
 * transaction, with the plan's changes recorded in the audit trail (issue 39).
 */
export async function replaceSubstages(
  db: Db,
  project: { id: string; name: string },
  options: TimelineOptions,
  audit: Audited,
) {
  const projectId = project.id;
  const plan = planStages(options);
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({
        startDate: projects.startDate,
        productionComplexity: projects.productionComplexity,
        deliveryMethod: projects.deliveryMethod,
      })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    const oldStages = await storedSubstages(tx, projectId);
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
    const sorted = rows.sort((a, b) => a.position - b.position);
    await recordChange(tx, audit, {
      summary: `saved the production plan of ${project.name}`,
      entity: { kind: 'production-plan', id: projectId, label: project.name },
      projectId,
      changes: planChanges(
        {
          ...(old ?? { startDate: null, productionComplexity: null, deliveryMethod: null }),
          stages: oldStages,
        },
        { ...options, stages: sorted },
      ),
    });
    return sorted.map(({ id, key, name, startDate, endDate }) => ({
      id,
      key,
      name,
      startDate,
      endDate,
    }));
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

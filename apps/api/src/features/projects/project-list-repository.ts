import {
  type CustomerActivity,
  isStaff,
  type ProjectList,
  type ProjectListItem,
} from '@corner/contracts';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { designVersions, estimates, projectCustomers, projects, users } from '../../db/schema.js';
import { toAmount } from '../../lib/money.js';
import type { Viewer } from '../auth/index.js';
import { shownToCustomers } from '../design-versions/index.js';
import { projectReservations, type ReservedEstimate } from '../estimates/index.js';
import { likePattern } from '../../lib/like-pattern.js';
import { projectPhases } from '../project-stages/index.js';
import { lastActivities, lastActivityAt } from '../view-events/index.js';

export interface ProjectListOptions {
  search?: string | undefined;
  page: number;
  pageSize: number;
  /** Staff only: 'activity' puts the projects whose customer did something last first. */
  sort?: 'newest' | 'activity' | undefined;
}

function listFilter(db: Db, viewer: Viewer, search: string | undefined): SQL | undefined {
  const customerOf = (condition: SQL) =>
    exists(
      db
        .select({ one: projectCustomers.projectId })
        .from(projectCustomers)
        .innerJoin(users, eq(users.id, projectCustomers.userId))
        .where(and(eq(projectCustomers.projectId, projects.id), condition)),
    );
  const own = isStaff(viewer.type) ? undefined : customerOf(eq(users.id, viewer.id));
  const matches = search
    ? or(
        ilike(projects.name, likePattern(search)),
        customerOf(ilike(users.email, likePattern(search))),
      )
    : undefined;
  return and(own, matches);
}

async function customerEmails(db: Db, projectIds: string[]) {
  const rows = await db
    .select({ projectId: projectCustomers.projectId, email: users.email })
    .from(projectCustomers)
    .innerJoin(users, eq(users.id, projectCustomers.userId))
    .where(inArray(projectCustomers.projectId, projectIds))
    .orderBy(asc(users.email));
  const byProject = new Map<string, string[]>();
  for (const { projectId, email } of rows) {
    byProject.set(projectId, [...(byProject.get(projectId) ?? []), email]);
  }
  return byProject;
}

type ShownEstimate = NonNullable<ProjectListItem['activeEstimate']>;

const shownEstimateColumns = {
  designVersionId: estimates.designVersionId,
  totalCost: estimates.totalCost,
  currency: estimates.currency,
};

function toShownEstimate(
  row: Pick<typeof estimates.$inferSelect, 'designVersionId' | 'totalCost' | 'currency'>,
): ShownEstimate {
  return { ...row, totalCost: toAmount(row.totalCost) };
}

/**
 * The estimate each project's customers see first (shown-to-customers.ts): a published page's
 * newest estimated version, or the pinned estimate. Three queries whatever the page size.
 */
async function shownEstimates(db: Db, projectIds: string[]) {
  const shown = await shownToCustomers(db, projectIds);
  const pinnedIds: string[] = [];
  const pageBatchIds: string[] = [];
  for (const each of shown.values()) {
    if (each.kind === 'pinned') pinnedIds.push(each.estimateId);
    if (each.kind === 'page') pageBatchIds.push(each.batchId);
  }
  const [pinned, firstOfPages] = await Promise.all([
    pinnedIds.length === 0
      ? []
      : db
          .select({ id: estimates.id, ...shownEstimateColumns })
          .from(estimates)
          .where(inArray(estimates.id, pinnedIds)),
    pageBatchIds.length === 0
      ? []
      : db
          .selectDistinctOn([estimates.batchId], {
            batchId: estimates.batchId,
            ...shownEstimateColumns,
          })
          .from(estimates)
          .innerJoin(designVersions, eq(designVersions.id, estimates.designVersionId))
          .where(inArray(estimates.batchId, pageBatchIds))
          .orderBy(
            estimates.batchId,
            desc(designVersions.createdAt),
            desc(designVersions.id),
            desc(estimates.createdAt),
            desc(estimates.id),
          ),
  ]);
  const byProject = new Map<string, ShownEstimate>();
  for (const [projectId, each] of shown) {
    const row =
      each.kind === 'pinned'
        ? pinned.find((estimate) => estimate.id === each.estimateId)
        : each.kind === 'page'
          ? firstOfPages.find((estimate) => estimate.batchId === each.batchId)
          : undefined;
    if (row) byProject.set(projectId, toShownEstimate(row));
  }
  return byProject;
}

/** Once a project is reserved, its list shows the reserved estimate's total (decision 50). */
function withReservation(shown: ShownEstimate | null, reserved: ReservedEstimate | undefined) {
  if (!reserved) return { activeEstimate: shown, reservation: null };
  const { designVersionId, totalCost, currency, ...reservation } = reserved;
  return { activeEstimate: { designVersionId, totalCost, currency }, reservation };
}

/**
 * The viewer's projects (staff: all), newest first (staff may ask for the last customer
 * activity first), in a few queries whatever the page size.
 */
export async function listProjects(
  db: Db,
  viewer: Viewer,
  options: ProjectListOptions,
): Promise<ProjectList> {
  const where = listFilter(db, viewer, options.search || undefined);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(projects)
    .where(where);
  const staff = isStaff(viewer.type);
  const byActivity = staff && options.sort === 'activity';
  const rows = await db
    .select()
    .from(projects)
    .where(where)
    .orderBy(
      ...(byActivity ? [sql`${lastActivityAt} desc nulls last`] : []),
      desc(projects.createdAt),
      desc(projects.id),
    )
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const ids = rows.map((row) => row.id);
  const emails = ids.length > 0 ? await customerEmails(db, ids) : new Map<string, string[]>();
  const [shown, reserved, activities] = await Promise.all([
    shownEstimates(db, ids),
    projectReservations(db, ids),
    staff ? lastActivities(db, ids) : new Map<string, CustomerActivity>(),
  ]);
  const phases = await projectPhases(db, rows, new Set(reserved.keys()));
  const items = rows.map((row): ProjectListItem => ({
    id: row.id,
    name: row.name,
    status: row.status,
    phase: phases.get(row.id) ?? row.status,
    isDemo: row.isDemo,
    createdAt: row.createdAt.toISOString(),
    customerEmails: emails.get(row.id) ?? [],
    ...withReservation(shown.get(row.id) ?? null, reserved.get(row.id)),
    lastActivity: activities.get(row.id) ?? null,
  }));
  return { items, page: options.page, pageSize: options.pageSize, total };
}

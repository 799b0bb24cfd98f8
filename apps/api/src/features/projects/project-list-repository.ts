import { isStaff, type ProjectList, type ProjectListItem } from '@corner/contracts';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { designVersions, estimates, projectCustomers, projects, users } from '../../db/schema.js';
import { toAmount } from '../../lib/money.js';
import type { Viewer } from '../auth/guards.js';
import { likePattern } from '../../lib/like-pattern.js';

export interface ProjectListOptions {
  search?: string | undefined;
  page: number;
  pageSize: number;
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

/** Every version of the projects with its newest estimate (if any), newest version first. */
async function versionsWithEstimates(db: Db, projectIds: string[]) {
  return db
    .selectDistinctOn([designVersions.createdAt, designVersions.id], {
      projectId: designVersions.projectId,
      versionId: designVersions.id,
      totalCost: estimates.totalCost,
      currency: estimates.currency,
    })
    .from(designVersions)
    .leftJoin(estimates, eq(estimates.designVersionId, designVersions.id))
    .where(inArray(designVersions.projectId, projectIds))
    .orderBy(
      desc(designVersions.createdAt),
      desc(designVersions.id),
      desc(estimates.createdAt),
      desc(estimates.id),
    );
}

type VersionEstimate = Awaited<ReturnType<typeof versionsWithEstimates>>[number];

/** PRODUCT.md 4: the pinned version, else the latest estimated one; its estimate, if any. */
function activeEstimate(versions: VersionEstimate[], pinnedId: string | null) {
  const active =
    versions.find((version) => version.versionId === pinnedId) ??
    versions.find((version) => version.totalCost !== null);
  if (!active?.totalCost || !active.currency) return null;
  return {
    designVersionId: active.versionId,
    totalCost: toAmount(active.totalCost),
    currency: active.currency,
  };
}

/** The viewer's projects (staff: all), newest first, in five queries whatever the page size. */
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
  const rows = await db
    .select()
    .from(projects)
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const ids = rows.map((row) => row.id);
  const emails = ids.length > 0 ? await customerEmails(db, ids) : new Map<string, string[]>();
  const versions = ids.length > 0 ? await versionsWithEstimates(db, ids) : [];
  const items = rows.map((row): ProjectListItem => ({
    id: row.id,
    name: row.name,
    status: row.status,
    isDemo: row.isDemo,
    createdAt: row.createdAt.toISOString(),
    customerEmails: emails.get(row.id) ?? [],
    activeEstimate: activeEstimate(
      versions.filter((version) => version.projectId === row.id),
      row.activeDesignVersionId,
    ),
  }));
  return { items, page: options.page, pageSize: options.pageSize, total };
}

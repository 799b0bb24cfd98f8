import { isStaff, type Project, type UserProject } from '@corner/contracts';
import { and, asc, eq, exists, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projectCustomers, projects, users } from '../../db/schema.js';
import type { Viewer } from '../auth/guards.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not uuids name nothing: answer "not found" instead of a failed cast. */
export const isUuid = (id: string) => uuidPattern.test(id);

function customerLink(userId: string) {
  return and(eq(projectCustomers.projectId, projects.id), eq(projectCustomers.userId, userId));
}

/** The project when the viewer may reach it, else null (a 404 either way). */
export async function findProjectFor(
  db: Db,
  projectId: string,
  viewer: Viewer,
): Promise<Project | null> {
  if (!isUuid(projectId)) return null;
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), reachableByViewer(db, viewer)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    isDemo: row.isDemo,
    startDate: row.startDate,
    productionComplexity: row.productionComplexity,
    deliveryMethod: row.deliveryMethod,
    activeDesignVersionId: row.activeDesignVersionId,
  };
}

/**
 * Staff reach every project; a customer those they are a customer of (PRODUCT.md 3) and the
 * demo (template) project, which is every signed-in user's example (spec sections 1 and 4).
 */
function reachableByViewer(db: Db, viewer: Viewer) {
  if (isStaff(viewer.type)) return undefined;
  const link = db
    .select({ one: projectCustomers.projectId })
    .from(projectCustomers)
    .where(customerLink(viewer.id));
  return or(exists(link), eq(projects.isDemo, true));
}

/** The projects a user is a customer of, by name; null when there is no such user. */
export async function listUserProjects(db: Db, userId: string): Promise<UserProject[] | null> {
  if (!isUuid(userId)) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  return db
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      isDemo: projects.isDemo,
    })
    .from(projects)
    .innerJoin(projectCustomers, eq(projectCustomers.projectId, projects.id))
    .where(eq(projectCustomers.userId, userId))
    .orderBy(asc(projects.name), asc(projects.id));
}

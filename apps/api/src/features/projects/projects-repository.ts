import { isStaff, type Project, type ProjectDesigner, type UserProject } from '@corner/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readModels } from '../../cache/read-models.js';
import type { Db } from '../../db/client.js';
import { projectCustomers, projects, users } from '../../db/schema.js';
import type { Viewer } from '../auth/index.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not uuids name nothing: answer "not found" instead of a failed cast. */
export const isUuid = (id: string) => uuidPattern.test(id);

/** What an access check needs of a project: its record and who its customers are. */
interface ProjectAccess {
  project: Project;
  customerIds: string[];
}

/**
 * The project when the viewer may reach it, else null (a 404 either way). Staff reach every
 * project; a customer those they are a customer of (PRODUCT.md 3) and the demo (template)
 * project, which is every signed-in user's example (spec sections 1 and 4). The record and
 * its customers are a cached read model (every write of the project drops it); the decision
 * is made here, on every call.
 */
export async function findProjectFor(
  app: Pick<FastifyInstance, 'database' | 'cache'>,
  projectId: string,
  viewer: Viewer,
): Promise<Project | null> {
  if (!isUuid(projectId)) return null;
  const model = readModels.projectAccess<ProjectAccess | null>(projectId);
  const access = await app.cache.remember(model, () =>
    loadProjectAccess(app.database.db, projectId),
  );
  if (!access) return null;
  const { project, customerIds } = access;
  const reachable = isStaff(viewer.type) || project.isDemo || customerIds.includes(viewer.id);
  return reachable ? project : null;
}

async function loadProjectAccess(db: Db, projectId: string): Promise<ProjectAccess | null> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!row) return null;
  const customers = await db
    .select({ userId: projectCustomers.userId })
    .from(projectCustomers)
    .where(eq(projectCustomers.projectId, projectId));
  return {
    project: {
      id: row.id,
      name: row.name,
      status: row.status,
      isDemo: row.isDemo,
      startDate: row.startDate,
      productionComplexity: row.productionComplexity,
      deliveryMethod: row.deliveryMethod,
      activeDesignVersionId: row.activeDesignVersionId,
    },
    customerIds: customers.map((customer) => customer.userId),
  };
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

/** The project's designer as its customers see them: a staff member, or null (issue 26). */
export async function findProjectDesigner(db: Db, projectId: string): Promise<ProjectDesigner> {
  const [designer] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.designerId))
    .where(and(eq(projects.id, projectId), ne(users.type, 'customer')));
  return designer ?? null;
}

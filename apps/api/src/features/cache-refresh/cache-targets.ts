import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { batches, projects, users } from '../../db/schema.js';
import { isUuid } from '../projects/index.js';

/** The id of the user a cache call names by id or e-mail, or null. */
export async function userIdByKey(db: Db, userKey: string): Promise<string | null> {
  const condition = isUuid(userKey)
    ? eq(users.id, userKey)
    : eq(users.email, userKey.trim().toLowerCase());
  const [user] = await db.select({ id: users.id }).from(users).where(condition);
  return user?.id ?? null;
}

/** Whether the batch exists in the project. */
export async function batchExists(db: Db, projectId: string, batchId: string): Promise<boolean> {
  if (!isUuid(batchId)) return false;
  const [row] = await db
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.projectId, projectId), eq(batches.id, batchId)));
  return row !== undefined;
}

/**
 * Whether the project exists, read from the database: a refresh call must not fill the cache
 * it is about to drop (staff reach every project, so this is their whole access check).
 */
export async function projectExists(db: Db, projectId: string): Promise<boolean> {
  if (!isUuid(projectId)) return false;
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row !== undefined;
}

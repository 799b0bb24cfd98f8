import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { batches, users } from '../../db/schema.js';
import { isUuid } from '../projects/projects-repository.js';

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

import type { UserType } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { nextRevision } from '../../lib/revision.js';
import type { SessionStore } from './session-store.js';

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user ?? null;
}

/** Changes a user's role and ends all their sessions in one transaction (PRODUCT.md 2). */
export async function changeUserType(
  db: Db,
  store: SessionStore,
  userId: string,
  type: UserType,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ type, revision: nextRevision(users.revision) })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  await store.userChanged(userId);
}

/** Removes a user; their sessions go with them (ON DELETE CASCADE). */
export async function removeUser(db: Db, store: SessionStore, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
  await store.userChanged(userId);
}

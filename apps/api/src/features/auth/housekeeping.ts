import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, signInTokens } from '../../db/schema.js';

// Refused links stay a day, so "used" and "expired" can still be told apart for a while.
const keepTokensMs = 24 * 60 * 60 * 1000;

/** Deletes sessions past their absolute end and sign-in tokens expired over a day ago. */
export async function purgeExpiredSignIns(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db
    .delete(signInTokens)
    .where(lt(signInTokens.expiresAt, new Date(now.getTime() - keepTokensMs)));
}

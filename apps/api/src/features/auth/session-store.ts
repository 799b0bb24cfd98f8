import type { UserProfile, UserType } from '@corner/contracts';
import { isStaff } from '@corner/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { ReadModelCache } from '../../cache/read-model-cache.js';
import { readModels, sessionScope } from '../../cache/read-models.js';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { randomToken } from './secrets.js';

/*
 * Server-side sessions (PRODUCT.md section 2): the cookie carries a 256-bit random token, the
 * database only its hash. Customers: 7 days idle, 30 at most; staff: 1 day idle, 7 at most.
 */

export type Viewer = UserProfile;

const day = 24 * 60 * 60 * 1000;
export function sessionLimits(type: UserType): { idleMs: number; absoluteMs: number } {
  return isStaff(type)
    ? { idleMs: day, absoluteMs: 7 * day }
    : { idleMs: 7 * day, absoluteMs: 30 * day };
}

// Writing lastSeenAt on every request would turn each read into a write; a minute is precise enough.
const lastSeenPrecisionMs = 60_000;
/**
 * How long a session read from the database is trusted from the cache. Revocations drop it at
 * once; this bounds what a write that forgot to drop it could leave, and keeps the idle check
 * and the lastSeenAt touch to one database read a minute per session.
 */
const checkedForMs = 60_000;

/** A live session as the cache keeps it (times in epoch milliseconds). */
interface CheckedSession {
  viewer: Viewer;
  expiresAt: number;
  checkedAt: number;
}

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly hash: (token: string) => string,
    private readonly cache: ReadModelCache,
  ) {}

  /**
   * A new session for the user; answers the raw token for the cookie (never stored). `db` may
   * be a transaction, so that what goes with the sign-in commits with the session.
   */
  async create(
    user: { id: string; type: UserType },
    now = new Date(),
    db: Db = this.db,
  ): Promise<string> {
    const token = randomToken();
    const { absoluteMs } = sessionLimits(user.type);
    await db.insert(sessions).values({
      tokenHash: this.hash(token),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + absoluteMs),
    });
    return token;
  }

  /**
   * The viewer of a live session; null when unknown or expired. Answered from the cache when
   * the database confirmed the session within the last minute, else from the database.
   */
  async viewer(token: string, now = new Date()): Promise<Viewer | null> {
    const tokenHash = this.hash(token);
    let cachedButOld = false;
    const session = await this.cache.remember(
      readModels.session<CheckedSession | null>(tokenHash),
      () => this.check(tokenHash, now),
      (cached) => {
        cachedButOld = cached !== null && now.getTime() - cached.checkedAt >= checkedForMs;
        return !cachedButOld;
      },
    );
    // Ended since it was cached (idle, or deleted): the cached copy must go too.
    if (!session && cachedButOld) await this.cache.drop(sessionScope(tokenHash));
    return session && session.expiresAt > now.getTime() ? session.viewer : null;
  }

  /** Reads the session from the database, ending it when idle too long, touching lastSeenAt. */
  private async check(tokenHash: string, now: Date): Promise<CheckedSession | null> {
    const [row] = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
    if (!row) return null;
    const { idleMs } = sessionLimits(row.user.type);
    if (now.getTime() - row.session.lastSeenAt.getTime() > idleMs) {
      await this.db.delete(sessions).where(eq(sessions.id, row.session.id));
      return null;
    }
    if (now.getTime() - row.session.lastSeenAt.getTime() > lastSeenPrecisionMs) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(eq(sessions.id, row.session.id));
    }
    const { id, email, type, name } = row.user;
    return {
      viewer: { id, email, type, name },
      expiresAt: row.session.expiresAt.getTime(),
      checkedAt: now.getTime(),
    };
  }

  async revoke(token: string): Promise<void> {
    const tokenHash = this.hash(token);
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    await this.cache.drop(sessionScope(tokenHash));
  }

  async revokeAllOf(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    await this.userChanged(userId);
  }

  /**
   * Call after any committed change of a user's row or sessions (role, e-mail, name, removal,
   * sessions deleted): their cached sessions are read again from the database.
   */
  userChanged(userId: string): Promise<number> {
    return this.cache.invalidateUserSessions(userId);
  }
}

import type { UserProfile, UserType } from '@corner/contracts';
import { isStaff } from '@corner/contracts';
import { and, eq, gt } from 'drizzle-orm';
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

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly hash: (token: string) => string,
  ) {}

  /** A new session for the user; answers the raw token for the cookie (never stored). */
  async create(user: { id: string; type: UserType }, now = new Date()): Promise<string> {
    const token = randomToken();
    const { absoluteMs } = sessionLimits(user.type);
    await this.db.insert(sessions).values({
      tokenHash: this.hash(token),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + absoluteMs),
    });
    return token;
  }

  /** The viewer of a live session, touching its lastSeenAt; null when unknown or expired. */
  async viewer(token: string, now = new Date()): Promise<Viewer | null> {
    const tokenHash = this.hash(token);
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
    return { id, email, type, name };
  }

  async revoke(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, this.hash(token)));
  }

  async revokeAllOf(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }
}

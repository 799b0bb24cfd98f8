import {
  emailTakenMessage,
  errorCodes,
  ownRoleMessage,
  type AdminUser,
  type CreateUserRequest,
  type UpdateUserRequest,
  type UserType,
} from '@corner/contracts';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { userTrail, type Audited } from '../audit/index.js';
import { isUuid } from '../projects/index.js';
import { likePattern } from '../../lib/like-pattern.js';
import { nextRevision } from '../../lib/revision.js';
import { isUniqueViolation } from '../../lib/database-errors.js';

/* Users as admins keep them (issue 8): e-mail, name and role; the list is by e-mail. */

type Row = typeof users.$inferSelect;

export interface UserListOptions {
  search?: string | undefined;
  type?: UserType | undefined;
  page: number;
  pageSize: number;
}

const toAdminUser = (row: Row): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  phone: row.phone,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
  revision: row.revision,
});

export async function listUsers(db: Db, options: UserListOptions) {
  const { search, type, page, pageSize } = options;
  const filter: SQL | undefined = and(
    search
      ? or(ilike(users.email, likePattern(search)), ilike(users.name, likePattern(search)))
      : undefined,
    type ? eq(users.type, type) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(filter)
      .orderBy(asc(users.email))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(users).where(filter),
  ]);
  return { items: rows.map(toAdminUser), page, pageSize, total: total?.n ?? 0 };
}

const emailTaken = () => AppError.conflict(emailTakenMessage);

/** A new user; an e-mail already taken answers 409. */
export async function createUser(
  db: Db,
  request: CreateUserRequest,
  audit: Audited,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: request.email,
        name: request.name,
        phone: request.phone ?? null,
        type: request.type,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!row) throw emailTaken();
    await userTrail.changed(tx, audit, `added ${row.email} as ${row.type}`, null, row);
    return toAdminUser(row);
  });
}

/**
 * Saves e-mail, name and phone; null when the user does not exist, 409 when the e-mail is taken or
 * when the user changed since the revision the editor saw. A new e-mail ends all the user's
 * sessions in the same transaction, as a role change does: whoever signed in as the old address
 * signs in again as the new one.
 */
export async function updateUser(
  db: Db,
  userId: string,
  request: UpdateUserRequest,
  audit: Audited,
) {
  if (!isUuid(userId)) return null;
  return db
    .transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!target) return null;
      if (target.revision !== request.revision) throw AppError.staleRevision('user');
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, request.email));
      if (other && other.id !== userId) throw emailTaken();
      const [row] = await tx
        .update(users)
        .set({
          email: request.email,
          name: request.name,
          ...(request.phone === undefined ? {} : { phone: request.phone }),
          revision: nextRevision(users.revision),
        })
        .where(eq(users.id, userId))
        .returning();
      if (target.email !== request.email) {
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      }
      await userTrail.changed(tx, audit, `changed user ${row!.email}`, target, row!);
      return toAdminUser(row!);
    })
    .catch((error: unknown) => {
      // Another save took the e-mail between the check and the update.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    });
}

/**
 * Changes a user's role and ends all their sessions in one transaction (PRODUCT.md 2): the new
 * role applies from their next sign-in. The admins' rows are locked first, so two admins
 * demoting each other at the same moment cannot leave the company without one: the second
 * finds that they are no longer an admin. An admin may not change their own role (409).
 */
export async function changeUserType(
  db: Db,
  audit: Audited,
  userId: string,
  { type, revision }: { type: UserType; revision: number },
): Promise<{ user: AdminUser; sessionsEnded: number } | null> {
  if (!isUuid(userId)) return null;
  const actorId = audit.actor.id;
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.type, 'admin'))
      .for('update');
    if (!admins.some((admin) => admin.id === actorId)) {
      throw new AppError(errorCodes.forbidden, 'Only admins may do this', 403);
    }
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target) return null;
    if (target.revision !== revision) throw AppError.staleRevision('user');
    if (target.id === actorId && type !== target.type) throw AppError.conflict(ownRoleMessage);
    if (target.type === type) return { user: toAdminUser(target), sessionsEnded: 0 };
    const [row] = await tx
      .update(users)
      .set({ type, revision: nextRevision(users.revision) })
      .where(eq(users.id, userId))
      .returning();
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    await userTrail.changed(tx, audit, `changed the role of ${row!.email}`, target, row!);
    return { user: toAdminUser(row!), sessionsEnded: ended.length };
  });
}

import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client.js';
import { designVersions, estimates, paymentIssues, projects, users } from '../../../db/schema.js';

/* The payments kept for staff (decision 50): their reads and writes. */

/** Keeps a payment; false when its event was kept before (a replay). */
export async function insertPaymentIssue(tx: Tx, issue: typeof paymentIssues.$inferInsert) {
  const inserted = await tx
    .insert(paymentIssues)
    .values(issue)
    .onConflictDoNothing()
    .returning({ id: paymentIssues.id });
  return inserted.length > 0;
}

const resolver = alias(users, 'resolver');

/** The newest kept payments (the open ones, or all), with their project and version names. */
export async function paymentIssueRows(db: Db, state: 'open' | 'all') {
  return db
    .select({
      issue: paymentIssues,
      projectName: projects.name,
      designVersionName: designVersions.name,
      resolvedBy: resolver.email,
    })
    .from(paymentIssues)
    .leftJoin(projects, eq(projects.id, paymentIssues.projectId))
    .leftJoin(estimates, eq(estimates.id, paymentIssues.estimateId))
    .leftJoin(designVersions, eq(designVersions.id, estimates.designVersionId))
    .leftJoin(resolver, eq(resolver.id, paymentIssues.resolvedBy))
    .where(state === 'open' ? isNull(paymentIssues.resolvedAt) : undefined)
    .orderBy(desc(paymentIssues.createdAt), desc(paymentIssues.id))
    .limit(200);
}

export async function findPaymentIssue(db: Db, id: string) {
  const [issue] = await db.select().from(paymentIssues).where(eq(paymentIssues.id, id));
  return issue ?? null;
}

/** Resolves a kept payment still open: its row as resolved, or null when it was not open. */
export async function resolvePaymentIssue(
  db: Db | Tx,
  id: string,
  resolution: { resolution: 'applied' | 'refunded'; resolvedAt: Date; resolvedBy: string | null },
) {
  const [resolved] = await db
    .update(paymentIssues)
    .set(resolution)
    .where(and(eq(paymentIssues.id, id), isNull(paymentIssues.resolvedAt)))
    .returning();
  return resolved ?? null;
}

/** Resolves the open kept payments of a refunded payment intent: their projects. */
export async function resolveRefundedPaymentIssues(db: Db, paymentIntent: string, now: Date) {
  return db
    .update(paymentIssues)
    .set({ resolution: 'refunded', resolvedAt: now })
    .where(and(eq(paymentIssues.paymentIntent, paymentIntent), isNull(paymentIssues.resolvedAt)))
    .returning({ projectId: paymentIssues.projectId });
}

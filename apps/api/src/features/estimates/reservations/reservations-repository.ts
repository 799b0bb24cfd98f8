import {
  estimateExpiresAt,
  isEstimateExpired,
  type Deposit,
  type EstimateCurrency,
  type EstimateReservationState,
  type ProjectReservation,
} from '@corner/contracts';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client.js';
import {
  contentItems,
  designVersions,
  estimatePages,
  estimates,
  paymentIssues,
  projectCustomers,
  projects,
  requoteRequests,
  reservations,
  scheduledPayments,
  users,
} from '../../../db/schema.js';
import { toAmount } from '../../../lib/money.js';
import { findActivePriceList } from '../../price-lists/index.js';

/* Reservations and the estimates they name (decision 37). */

/** The estimate a reference names, with its project and version; null when none does. */
export async function estimateByReference(db: Db, reference: string) {
  const [row] = await db
    .select({
      id: estimates.id,
      reference: estimates.reference,
      validUntil: estimates.validUntil,
      batchId: estimates.batchId,
      currency: estimates.currency,
      designVersionId: estimates.designVersionId,
      projectId: designVersions.projectId,
      projectName: projects.name,
      designVersionName: designVersions.name,
    })
    .from(estimates)
    .innerJoin(designVersions, eq(designVersions.id, estimates.designVersionId))
    .innerJoin(projects, eq(projects.id, designVersions.projectId))
    .where(eq(estimates.reference, reference))
    .limit(1);
  return row ?? null;
}
export type ReferencedEstimate = NonNullable<Awaited<ReturnType<typeof estimateByReference>>>;

/** The reservation each project holds now (not refunded), with the reserved estimate's total. */
export async function projectReservations(db: Db | Tx, projectIds: string[]) {
  if (projectIds.length === 0) return new Map<string, ReservedEstimate>();
  const rows = await db
    .select({
      projectId: reservations.projectId,
      estimateId: reservations.estimateId,
      reference: estimates.reference,
      designVersionName: designVersions.name,
      reservedAt: reservations.createdAt,
      designVersionId: estimates.designVersionId,
      totalCost: estimates.totalCost,
      currency: estimates.currency,
    })
    .from(reservations)
    .innerJoin(estimates, eq(estimates.id, reservations.estimateId))
    .innerJoin(designVersions, eq(designVersions.id, estimates.designVersionId))
    .where(and(inArray(reservations.projectId, projectIds), isNull(reservations.refundedAt)));
  return new Map(
    rows.map(({ projectId, reservedAt, totalCost, ...row }): [string, ReservedEstimate] => [
      projectId,
      { ...row, reservedAt: reservedAt.toISOString(), totalCost: toAmount(totalCost) },
    ]),
  );
}
export type ReservedEstimate = ProjectReservation & {
  designVersionId: string;
  totalCost: number;
  currency: string;
};

/** The reservation the project holds now, whichever estimate holds it. */
export async function projectReservation(
  db: Db | Tx,
  projectId: string,
): Promise<ProjectReservation | null> {
  const reserved = (await projectReservations(db, [projectId])).get(projectId);
  if (!reserved) return null;
  const { estimateId, reference, designVersionName, reservedAt } = reserved;
  return { estimateId, reference, designVersionName, reservedAt };
}

/** Whether a payment event (or its checkout session) was handled before: a replay. */
export async function paymentEventSeen(db: Db, eventId: string, sessionId: string | null) {
  const seen = (table: typeof reservations | typeof paymentIssues | typeof scheduledPayments) =>
    db
      .select({ id: table.id })
      .from(table)
      .where(
        sessionId
          ? or(eq(table.eventId, eventId), eq(table.sessionId, sessionId))
          : eq(table.eventId, eventId),
      )
      .limit(1);
  const found = await Promise.all([
    seen(reservations),
    seen(paymentIssues),
    seen(scheduledPayments),
  ]);
  return found.some((rows) => rows.length > 0);
}

/** E-mails of the project's customers. */
export async function customerEmails(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(projectCustomers)
    .innerJoin(users, eq(users.id, projectCustomers.userId))
    .where(eq(projectCustomers.projectId, projectId));
  return rows.map((row) => row.email);
}

/**
 * "The project's staff" (decision 37.5): projects name no designer of their own, so every
 * designer and admin.
 */
export async function staffEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.type, ['designer', 'admin']))
    .orderBy(users.email);
  return rows.map((row) => row.email);
}

/** The project's designer, or every staff member when the project has none. */
export async function designerOrStaffEmails(db: Db, designerId: string | null) {
  if (designerId) {
    const [row] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, designerId));
    if (row) return [row.email];
  }
  return staffEmails(db);
}

export async function reservationExplainer(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ body: contentItems.body })
    .from(contentItems)
    .where(eq(contentItems.slot, 'reservation-explainer'))
    .limit(1);
  return row?.body.trim() ? row.body : null;
}

const replacement = alias(estimates, 'replacement');

/** The deposit RESERVE A SPOT takes in each currency: the active price list's. */
export async function depositsNow(db: Db | Tx) {
  const { deposit } = (await findActivePriceList(db)).rates;
  return (currency: EstimateCurrency): Deposit => ({
    amount: toAmount(deposit[currency]),
    currency,
  });
}

export interface StatesQuery {
  /** The estimates the page shows (others asked for are left out). */
  shownOnPage: Set<string>;
  /** The estimates the project's customers are shown now: only these may be reserved. */
  shownNow: Set<string>;
  reservation: ProjectReservation | null;
  now: Date;
  timeZone: string;
}

/** The state of the asked estimates that the page shows, in the order asked. */
export async function reservationStates(
  db: Db,
  ids: string[],
  query: StatesQuery,
): Promise<EstimateReservationState[]> {
  const onPage = ids.filter((id) => query.shownOnPage.has(id));
  if (onPage.length === 0) return [];
  const [rows, depositIn] = await Promise.all([
    db
      .select({
        id: estimates.id,
        reference: estimates.reference,
        validUntil: estimates.validUntil,
        currency: estimates.currency,
        reservedAt: reservations.createdAt,
        replacementReference: replacement.reference,
        replacementSlug: sql<string | null>`(
          select page.slug from ${estimatePages} page
          where page.batch_id = ${replacement.batchId}
          order by page.created_at desc limit 1)`,
        requestedAt: sql<string | null>`(
          select max(${requoteRequests.createdAt}) from ${requoteRequests}
          where ${requoteRequests.estimateId} = ${estimates.id} and ${requoteRequests.closedAt} is null)`,
      })
      .from(estimates)
      .leftJoin(
        reservations,
        and(eq(reservations.estimateId, estimates.id), isNull(reservations.refundedAt)),
      )
      .leftJoin(replacement, eq(replacement.id, estimates.replacedById))
      .where(inArray(estimates.id, onPage)),
    depositsNow(db),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return onPage.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const expiresAt = estimateExpiresAt(row.validUntil, query.timeZone);
    const expired = isEstimateExpired(row.validUntil, query.timeZone, query.now);
    return [
      {
        estimateId: row.id,
        reference: row.reference,
        expiresAt: expiresAt.toISOString(),
        expired,
        reservedAt: row.reservedAt?.toISOString() ?? null,
        replacedBy: row.replacementReference
          ? { reference: row.replacementReference, slug: row.replacementSlug }
          : null,
        requoteRequestedAt: row.requestedAt ? new Date(row.requestedAt).toISOString() : null,
        reservable: query.shownNow.has(id) && !expired && query.reservation === null,
        deposit: depositIn(row.currency),
      },
    ];
  });
}

/** The published page of the batch the estimate belongs to, the newest one. */
export async function pageOfBatch(db: Db | Tx, batchId: string | null) {
  if (!batchId) return null;
  const [row] = await db
    .select()
    .from(estimatePages)
    .where(eq(estimatePages.batchId, batchId))
    .orderBy(desc(estimatePages.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Records a reservation, answering its row; null when there is nothing new: the event's unique
 * index, or the project's one active reservation.
 */
export async function insertReservation(tx: Tx, reservation: typeof reservations.$inferInsert) {
  const [inserted] = await tx
    .insert(reservations)
    .values(reservation)
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

/** Marks the active reservations of a refunded payment intent refunded: their projects. */
export async function markReservationsRefunded(db: Db, paymentIntent: string, now: Date) {
  return db
    .update(reservations)
    .set({ refundedAt: now })
    .where(and(eq(reservations.paymentIntent, paymentIntent), isNull(reservations.refundedAt)))
    .returning({ projectId: reservations.projectId });
}

import type { EstimateReservationState } from '@corner/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  contentItems,
  designVersions,
  estimatePages,
  estimates,
  projectCustomers,
  projects,
  requoteRequests,
  reservations,
  users,
} from '../../db/schema.js';
import { endOfDayIn } from '../../lib/company-time.js';

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

export async function reservationOf(db: Db, estimateId: string) {
  const [row] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.estimateId, estimateId))
    .limit(1);
  return row ?? null;
}

export async function reservationByEvent(db: Db, eventId: string) {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.eventId, eventId))
    .limit(1);
  return row ?? null;
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

export async function reservationExplainer(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ body: contentItems.body })
    .from(contentItems)
    .where(eq(contentItems.slot, 'reservation-explainer'))
    .limit(1);
  return row?.body.trim() ? row.body : null;
}

/** Where the page's estimates must belong: a published page's batch, or a project. */
export type EstimateScope = { batchId: string } | { projectId: string };

const replacement = alias(estimates, 'replacement');

/** The state of the given estimates that belong to the scope; others are left out. */
export async function reservationStates(
  db: Db,
  ids: string[],
  scope: EstimateScope,
  now: Date,
  timeZone: string,
): Promise<EstimateReservationState[]> {
  const inScope =
    'batchId' in scope
      ? eq(estimates.batchId, scope.batchId)
      : eq(designVersions.projectId, scope.projectId);
  const rows = await db
    .select({
      id: estimates.id,
      reference: estimates.reference,
      validUntil: estimates.validUntil,
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
    .innerJoin(designVersions, eq(designVersions.id, estimates.designVersionId))
    .leftJoin(reservations, eq(reservations.estimateId, estimates.id))
    .leftJoin(replacement, eq(replacement.id, estimates.replacedById))
    .where(and(inArray(estimates.id, ids), inScope));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const expiresAt = endOfDayIn(row.validUntil, timeZone);
    return [
      {
        estimateId: row.id,
        reference: row.reference,
        expiresAt: expiresAt.toISOString(),
        expired: now > expiresAt,
        reservedAt: row.reservedAt?.toISOString() ?? null,
        replacedBy: row.replacementReference
          ? { reference: row.replacementReference, slug: row.replacementSlug }
          : null,
        requoteRequestedAt: row.requestedAt ? new Date(row.requestedAt).toISOString() : null,
      },
    ];
  });
}

/** The published page of the batch the estimate belongs to, the newest one. */
export async function pageOfBatch(db: Db, batchId: string | null) {
  if (!batchId) return null;
  const [row] = await db
    .select()
    .from(estimatePages)
    .where(eq(estimatePages.batchId, batchId))
    .orderBy(desc(estimatePages.createdAt))
    .limit(1);
  return row ?? null;
}

/** The open requests, of one project or of all, oldest first. */
export async function openRequoteRequests(db: Db, projectId?: string) {
  return db
    .select({
      id: requoteRequests.id,
      projectId: requoteRequests.projectId,
      projectName: projects.name,
      estimateId: requoteRequests.estimateId,
      reference: estimates.reference,
      designVersionName: designVersions.name,
      requestedBy: users.email,
      requestedAt: requoteRequests.createdAt,
    })
    .from(requoteRequests)
    .innerJoin(projects, eq(projects.id, requoteRequests.projectId))
    .innerJoin(estimates, eq(estimates.id, requoteRequests.estimateId))
    .innerJoin(designVersions, eq(designVersions.id, estimates.designVersionId))
    .leftJoin(users, eq(users.id, requoteRequests.userId))
    .where(
      and(
        isNull(requoteRequests.closedAt),
        projectId ? eq(requoteRequests.projectId, projectId) : undefined,
      ),
    )
    .orderBy(requoteRequests.createdAt)
    .limit(200);
}

/** The project's first reservation, shown as a done step on its dashboard. */
export async function projectReservation(db: Db, projectId: string) {
  const [row] = await db
    .select({ reference: estimates.reference, reservedAt: reservations.createdAt })
    .from(reservations)
    .innerJoin(estimates, eq(estimates.id, reservations.estimateId))
    .innerJoin(designVersions, eq(designVersions.id, estimates.designVersionId))
    .where(eq(designVersions.projectId, projectId))
    .orderBy(reservations.createdAt)
    .limit(1);
  return row ? { reference: row.reference, reservedAt: row.reservedAt.toISOString() } : null;
}

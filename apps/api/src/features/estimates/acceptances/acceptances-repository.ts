import { portalPaths, type Acceptance, type AcceptanceTerms } from '@corner/contracts';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { acceptances, contentItems, designVersions, estimates, users } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { toAmount } from '../../../lib/money.js';
import { isUuid } from '../../projects/index.js';

export type AcceptanceRow = typeof acceptances.$inferSelect;

/** Terms a customer agrees to: the content item in the slot, if written. */
export async function termsInSlot(
  db: Db,
  slot: 'acceptance-terms' | 'sign-off-terms',
): Promise<AcceptanceTerms | null> {
  const [row] = await db
    .select({ revision: contentItems.revision, text: contentItems.body })
    .from(contentItems)
    .where(eq(contentItems.slot, slot))
    .limit(1);
  return row && row.text.trim() ? row : null;
}

/** The terms customers accept an estimate under. */
export const acceptanceTerms = (db: Db) => termsInSlot(db, 'acceptance-terms');

const withdrawer = alias(users, 'withdrawer');

const listed = {
  acceptance: acceptances,
  reference: estimates.reference,
  currency: estimates.currency,
  totalCost: estimates.totalCost,
  designVersionName: designVersions.name,
  withdrawnByName: withdrawer.name,
};

type ListedRow = {
  acceptance: AcceptanceRow;
  reference: string;
  currency: Acceptance['currency'];
  totalCost: string;
  designVersionName: string;
  withdrawnByName: string | null;
};

export const recordApiPath = (row: Pick<AcceptanceRow, 'projectId' | 'id'>) =>
  `/api/v1/project/${row.projectId}/acceptances/${row.id}/record`;

export function toAcceptance(row: ListedRow): Acceptance {
  const { acceptance } = row;
  return {
    id: acceptance.id,
    estimateId: acceptance.estimateId,
    designVersionId: acceptance.designVersionId,
    designVersionName: row.designVersionName,
    reference: row.reference,
    currency: row.currency,
    totalCost: toAmount(row.totalCost),
    fullName: acceptance.fullName,
    acceptedAt: acceptance.acceptedAt.toISOString(),
    signed: acceptance.signaturePng !== null,
    termsRevision: acceptance.termsRevision,
    withdrawn: acceptance.withdrawnAt
      ? {
          at: acceptance.withdrawnAt.toISOString(),
          reason: acceptance.withdrawReason ?? '',
          by: row.withdrawnByName,
        }
      : null,
    recordPath: recordApiPath(acceptance),
    checkPath: portalPaths.acceptanceRecord(acceptance.id),
  };
}

function listedAcceptances(db: Db) {
  return db
    .select(listed)
    .from(acceptances)
    .innerJoin(estimates, eq(estimates.id, acceptances.estimateId))
    .innerJoin(designVersions, eq(designVersions.id, acceptances.designVersionId))
    .leftJoin(withdrawer, eq(withdrawer.id, acceptances.withdrawnBy));
}

/** The project's acceptances, newest first. */
export async function projectAcceptances(db: Db, projectId: string) {
  const rows = await listedAcceptances(db)
    .where(eq(acceptances.projectId, projectId))
    .orderBy(desc(acceptances.acceptedAt));
  return rows.map(toAcceptance);
}

export async function findAcceptance(db: Db, acceptanceId: string, projectId?: string) {
  if (!isUuid(acceptanceId)) return null;
  const [row] = await db
    .select()
    .from(acceptances)
    .where(
      and(
        eq(acceptances.id, acceptanceId),
        projectId ? eq(acceptances.projectId, projectId) : undefined,
      ),
    );
  return row ?? null;
}

export async function listedAcceptance(db: Db, acceptanceId: string) {
  const [row] = await listedAcceptances(db).where(eq(acceptances.id, acceptanceId));
  if (!row) throw AppError.notFound('Acceptance');
  return toAcceptance(row);
}

/** The accepted (not withdrawn) estimates among these: the ones that are locked. */
export async function acceptedAmong(db: Db, estimateIds: string[]) {
  const ids = estimateIds.filter(isUuid);
  if (ids.length === 0) return [];
  return db
    .select({
      estimateId: acceptances.estimateId,
      acceptedAt: acceptances.acceptedAt,
      reference: estimates.reference,
    })
    .from(acceptances)
    .innerJoin(estimates, eq(estimates.id, acceptances.estimateId))
    .where(and(inArray(acceptances.estimateId, ids), isNull(acceptances.withdrawnAt)));
}

/** Every estimate a record names, withdrawn or not: kept when staff clean a batch up. */
export async function recordedAmong(db: Db, estimateIds: string[]) {
  if (estimateIds.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ id: acceptances.estimateId })
    .from(acceptances)
    .where(inArray(acceptances.estimateId, estimateIds));
  return new Set(rows.map((row) => row.id));
}

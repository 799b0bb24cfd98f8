import { designSignOffTexts, formatDate } from '@corner/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { acceptances, estimates } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { versionHasSignOffRecord } from '../design-sign-offs/sign-offs-repository.js';
import { acceptedAmong } from './acceptances-repository.js';

/*
 * An accepted estimate is locked (issue 38 point 1, decision 62): calculating it again or
 * deleting it is refused with a sentence naming it, until staff withdraw the acceptance.
 */

export type LockedAction = 'calculated again' | 'deleted';

/** 409 when one of these estimates is accepted now. */
export async function refuseAccepted(db: Db, estimateIds: string[], action: LockedAction) {
  const [accepted] = await acceptedAmong(db, estimateIds);
  if (!accepted) return;
  throw AppError.conflict(
    `Estimate ${accepted.reference} was accepted by the customer on ${formatDate(accepted.acceptedAt)}: it cannot be ${action}. Withdraw the acceptance first, or make a new batch for a new estimate`,
  );
}

/** 409 when the batch holds an accepted estimate (of one of these versions, when named). */
export async function refuseAcceptedInBatch(
  db: Db,
  batchId: string,
  action: LockedAction,
  versionIds?: string[],
) {
  if (versionIds?.length === 0) return;
  const held = await db
    .select({ id: estimates.id })
    .from(estimates)
    .innerJoin(acceptances, eq(acceptances.estimateId, estimates.id))
    .where(
      and(
        eq(estimates.batchId, batchId),
        versionIds ? inArray(estimates.designVersionId, versionIds) : undefined,
      ),
    );
  await refuseAccepted(
    db,
    held.map((row) => row.id),
    action,
  );
}

/** 409 when an acceptance or sign-off record (withdrawn or not) names the version. */
export async function refuseVersionWithRecords(db: Db, designVersionId: string) {
  if (await versionHasSignOffRecord(db, designVersionId)) {
    throw AppError.conflict(designSignOffTexts.versionHasSignOff);
  }
  const [row] = await db
    .select({ id: acceptances.id })
    .from(acceptances)
    .where(eq(acceptances.designVersionId, designVersionId))
    .limit(1);
  if (row) {
    throw AppError.conflict(
      'A customer accepted an estimate of this design version: the version and its acceptance record are kept',
    );
  }
}

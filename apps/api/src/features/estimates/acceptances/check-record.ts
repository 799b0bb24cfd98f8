import type { AcceptanceCheck, RecordMatch } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { estimates } from '../../../db/schema.js';
import { acceptanceTerms, findAcceptance } from './acceptances-repository.js';
import { estimateHash, termsHash } from './record-hashes.js';

/*
 * The checking page of an acceptance record (issue 38 point 2): the estimate and the terms as
 * the database holds them now, hashed again and held against the record's hashes. It says
 * nothing about who accepted: its address is in the PDF, which anyone may be shown.
 */

const match = (same: boolean): RecordMatch => (same ? 'matches' : 'does-not-match');

export async function checkAcceptanceRecord(
  db: Db,
  acceptanceId: string,
): Promise<AcceptanceCheck | null> {
  const record = await findAcceptance(db, acceptanceId);
  if (!record) return null;
  const [[estimate], terms] = await Promise.all([
    db.select().from(estimates).where(eq(estimates.id, record.estimateId)),
    acceptanceTerms(db),
  ]);
  return {
    reference: estimate?.reference ?? '',
    acceptedAt: record.acceptedAt.toISOString(),
    withdrawnAt: record.withdrawnAt?.toISOString() ?? null,
    estimate: match(!!estimate && estimateHash(estimate) === record.estimateHash),
    terms: match(!!terms && termsHash(terms.text) === record.termsHash),
    estimateHash: record.estimateHash,
    termsHash: record.termsHash,
    recordHash: record.recordHash,
  };
}

import type { RecordMatch, SignOffCheck } from '@corner/contracts';
import type { Db } from '../../../db/client.js';
import type { FileStore } from '../../../images/file-store.js';
import { termsInSlot } from '../acceptances/acceptances-repository.js';
import { termsHash } from '../acceptances/record-hashes.js';
import { designFacts, designHash, drawingsAsStored } from './design-hash.js';
import { findSignOff } from './sign-offs-repository.js';

/*
 * The checking page of a design sign-off record: the version's lines and drawings and the terms
 * as stored now, hashed again and held against the record. Nothing about who signed.
 */

const match = (same: boolean): RecordMatch => (same ? 'matches' : 'does-not-match');

export async function checkSignOffRecord(
  db: Db,
  files: FileStore,
  signOffId: string,
): Promise<SignOffCheck | null> {
  const record = await findSignOff(db, signOffId);
  if (!record?.approvedAt || !record.designHash || !record.termsHash || !record.recordHash) {
    return null;
  }
  const [facts, drawings, terms] = await Promise.all([
    designFacts(db, record.designVersionId),
    drawingsAsStored(
      db,
      files,
      record.drawings.map((drawing) => drawing.attachmentId),
    ),
    termsInSlot(db, 'sign-off-terms'),
  ]);
  return {
    designVersionName: facts.versionName,
    approvedAt: record.approvedAt.toISOString(),
    withdrawnAt: record.withdrawnAt?.toISOString() ?? null,
    design: match(designHash(facts, drawings) === record.designHash),
    terms: match(!!terms && termsHash(terms.text) === record.termsHash),
    designHash: record.designHash,
    termsHash: record.termsHash,
    recordHash: record.recordHash,
  };
}

import { z } from 'zod';
import { maxRevision } from './number-limits.js';

/**
 * Optimistic concurrency (decision 29): each editable row carries a `revision`, 1 when created
 * and one more with each save. An editor sends back the revision it loaded; when someone else
 * saved in between, the save answers 409 `STALE_REVISION` and changes nothing.
 */
export const revisionSchema = z
  .number()
  .int()
  .describe('Bumped by each save; give it back when saving: a stale one answers 409');

/** The revision an editor saw, required by each save of an existing row. */
export const seenRevisionSchema = z
  .number()
  .int()
  .min(1)
  .max(maxRevision)
  .describe('The revision the editor loaded; a stale one answers 409 STALE_REVISION');

/** The `revision` field of an update request. */
export const withSeenRevision = { revision: seenRevisionSchema };

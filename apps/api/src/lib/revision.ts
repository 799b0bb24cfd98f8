import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Optimistic concurrency (decision 29). A save is one UPDATE ... SET revision = revision + 1
 * WHERE id = $id AND revision = $seen: atomic on both drivers, so of two editors saving from
 * the same revision exactly one matches; the other matches no row and answers 409.
 */

/** The `revision` of a save: one more than the stored one. */
export const nextRevision = (column: AnyPgColumn): SQL => sql`${column} + 1`;

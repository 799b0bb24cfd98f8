import { integer } from 'drizzle-orm/pg-core';

/**
 * Optimistic concurrency (decision 29): 1 when created, one more with each save; a save
 * carrying an older one answers 409 and changes nothing.
 */
export const revision = () => integer('revision').notNull().default(1);

import { nextFreeSlug, readableSlug, slugify } from '@corner/contracts';
import { like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { catalogItems } from '../../db/schema.js';

/*
 * A catalog item's gallery address (decision 56): its name as a slug when it is made, kept for
 * good (a renamed item keeps its address, so links to it never break).
 */

/** The slug for a new item named `name`, free among `taken` ('oak-front', 'oak-front-2'…). */
export function componentSlug(name: string, taken: Iterable<string>): string {
  return nextFreeSlug(readableSlug(name, 'component'), taken);
}

/** The slug for a new item, read against the slugs already stored. */
export async function freeComponentSlug(db: Db, name: string): Promise<string> {
  const rows = await db
    .select({ slug: catalogItems.slug })
    .from(catalogItems)
    .where(like(catalogItems.slug, `${slugify(name)}%`));
  return componentSlug(
    name,
    rows.map((row) => row.slug),
  );
}

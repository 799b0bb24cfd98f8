import type { CatalogSearchResult } from '@corner/contracts';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { catalogItems, images } from '../../db/schema.js';
import { toCatalogItemSummary } from '../gallery/mappers.js';

interface CatalogSearchOptions {
  search?: string | undefined;
  category?: (typeof catalogItems.$inferSelect)['category'] | undefined;
  page: number;
  pageSize: number;
}

/** `%` and `_` in a search are letters, not wildcards. */
export const likePattern = (search: string) =>
  `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Every catalog item (public or not) staff may put in a design version, by name. */
export async function searchCatalog(
  db: Db,
  { search, category, page, pageSize }: CatalogSearchOptions,
): Promise<CatalogSearchResult> {
  const where = and(
    search ? ilike(catalogItems.name, likePattern(search)) : undefined,
    category ? eq(catalogItems.category, category) : undefined,
  );
  const [total, rows] = await Promise.all([
    db.$count(catalogItems, where),
    db
      .select({ item: catalogItems, image: images })
      .from(catalogItems)
      .leftJoin(images, eq(images.id, catalogItems.imageId))
      .where(where)
      .orderBy(asc(catalogItems.name), asc(catalogItems.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const items = rows.map((row) => ({
    ...toCatalogItemSummary(row.item, row.image),
    isPublic: row.item.isPublic,
  }));
  return { items, page, pageSize, total };
}

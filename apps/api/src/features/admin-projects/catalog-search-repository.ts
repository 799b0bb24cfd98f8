import type { CatalogSearchResult } from '@corner/contracts';
import type { Db } from '../../db/client.js';
import { catalogPage, type CatalogListOptions } from '../admin-catalog/index.js';
import { toCatalogItemSummary } from '../gallery/index.js';

/** Every catalog item (public or not) staff may put in a design version, by name. */
export async function searchCatalog(
  db: Db,
  options: CatalogListOptions,
): Promise<CatalogSearchResult> {
  const { rows, total } = await catalogPage(db, options);
  const items = rows.map((row) => ({
    ...toCatalogItemSummary(row.item, row.image),
    isPublic: row.item.isPublic,
  }));
  return { items, page: options.page, pageSize: options.pageSize, total };
}

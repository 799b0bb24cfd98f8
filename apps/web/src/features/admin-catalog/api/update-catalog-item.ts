import type { AdminCatalogItem, CatalogItemFormRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { catalogItemPath } from './keys';

/** PUT /admin/catalog-items/{id}: the item's new fields. */
export function updateCatalogItem(id: string, request: CatalogItemFormRequest) {
  return api.put<AdminCatalogItem>(catalogItemPath(id), request);
}

import type { AdminCatalogItem, UpdateCatalogItemRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { catalogItemPath } from './keys';

/** PUT /admin/catalog-items/{id}: the item's new fields; a stale revision answers 409. */
export function updateCatalogItem(id: string, request: UpdateCatalogItemRequest) {
  return api.put<AdminCatalogItem>(catalogItemPath(id), request);
}

import type { AdminCatalogItem, CatalogItemFormRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';

/** POST /admin/catalog-items: a new item. */
export function createCatalogItem(request: CatalogItemFormRequest) {
  return api.post<AdminCatalogItem>('/admin/catalog-items', request);
}

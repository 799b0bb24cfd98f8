import type { CatalogCategory, ComponentList } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryKeys } from '@/api/gallery-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

export interface CatalogItemsQuery {
  category: CatalogCategory;
  page?: number;
  pageSize?: number;
}

export const catalogItemsPageSize = 12;

/** GET /gallery/components?category=&page=: a page of one category's public items. */
export function getCatalogItems(query: CatalogItemsQuery, signal?: AbortSignal) {
  return api.get<ComponentList>('/gallery/components', {
    query: {
      category: query.category,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? catalogItemsPageSize,
    },
    signal,
  });
}

export function getCatalogItemsQueryOptions(query: CatalogItemsQuery) {
  return queryOptions({
    queryKey: [...galleryKeys.catalog(), 'list', query],
    queryFn: ({ signal }) => getCatalogItems(query, signal),
    ...queryPresets.gallery,
  });
}

export function useCatalogItems(query: CatalogItemsQuery) {
  return useQuery(getCatalogItemsQueryOptions(query));
}

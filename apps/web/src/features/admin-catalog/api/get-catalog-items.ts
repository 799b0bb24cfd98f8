import type { AdminCatalogList, CatalogCategory } from '@corner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogAdminKeys } from './keys';

export interface CatalogItemsQuery {
  search?: string | undefined;
  category?: CatalogCategory | undefined;
  page: number;
  pageSize: number;
}

/** GET /admin/catalog-items: a page of items by name, public or not. */
export function getCatalogItems(query: CatalogItemsQuery, signal?: AbortSignal) {
  return api.get<AdminCatalogList>('/admin/catalog-items', {
    query: {
      search: query.search || undefined,
      category: query.category,
      page: query.page,
      pageSize: query.pageSize,
    },
    signal,
  });
}

export function getCatalogItemsQueryOptions(query: CatalogItemsQuery) {
  return queryOptions({
    queryKey: catalogAdminKeys.itemList(query),
    queryFn: ({ signal }) => getCatalogItems(query, signal),
  });
}

export function useCatalogItems(query: CatalogItemsQuery) {
  return useQuery({ ...getCatalogItemsQueryOptions(query), placeholderData: keepPreviousData });
}

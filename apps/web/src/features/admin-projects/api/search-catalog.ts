import type { CatalogCategory, CatalogSearchResult } from '@corner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { adminKeys } from './keys';

export interface CatalogSearchQuery {
  search?: string | undefined;
  category?: CatalogCategory | undefined;
  page: number;
  pageSize: number;
}

/** GET /admin/catalog-search: catalog items to pick, by name and category. */
export function searchCatalog(query: CatalogSearchQuery, signal?: AbortSignal) {
  return api.get<CatalogSearchResult>('/admin/catalog-search', {
    query: {
      search: query.search || undefined,
      category: query.category,
      page: query.page,
      pageSize: query.pageSize,
    },
    signal,
  });
}

export function searchCatalogQueryOptions(query: CatalogSearchQuery) {
  return queryOptions({
    queryKey: adminKeys.catalogSearch(query),
    queryFn: ({ signal }) => searchCatalog(query, signal),
    ...queryPresets.designData,
  });
}

export function useCatalogSearch(query: CatalogSearchQuery) {
  return useQuery({ ...searchCatalogQueryOptions(query), placeholderData: keepPreviousData });
}

import type { CatalogCategory, ComponentList } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryKeys } from '@/api/gallery-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

export interface ComponentsQuery {
  category: CatalogCategory;
  page?: number;
  pageSize?: number;
}

export const componentsPageSize = 12;

/** GET /gallery/components?category=&page=: a page of one category's public items. */
export function getComponents(query: ComponentsQuery, signal?: AbortSignal) {
  return api.get<ComponentList>('/gallery/components', {
    query: {
      category: query.category,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? componentsPageSize,
    },
    signal,
  });
}

export function getComponentsQueryOptions(query: ComponentsQuery) {
  return queryOptions({
    queryKey: [...galleryKeys.components(), 'list', query],
    queryFn: ({ signal }) => getComponents(query, signal),
    ...queryPresets.gallery,
  });
}

export function useComponents(query: ComponentsQuery) {
  return useQuery(getComponentsQueryOptions(query));
}

import type {
  AdminCatalogItem,
  AdminCatalogList,
  CatalogCategory,
  CatalogItemFormRequest,
} from '@corner/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogAdminKeys, refreshAfter } from './keys';

export interface CatalogItemsQuery {
  search?: string | undefined;
  category?: CatalogCategory | undefined;
  page: number;
  pageSize: number;
}

const itemPath = (id: string) => `/admin/catalog-items/${encodeURIComponent(id)}`;

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

/** POST /admin/catalog-items, or PUT …/{id} when editing. */
export function saveCatalogItem(request: CatalogItemFormRequest, id?: string) {
  return id
    ? api.put<AdminCatalogItem>(itemPath(id), request)
    : api.post<AdminCatalogItem>('/admin/catalog-items', request);
}

export function useSaveCatalogItem(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CatalogItemFormRequest) => saveCatalogItem(request, id),
    onSuccess: () =>
      refreshAfter(queryClient, catalogAdminKeys.items(), catalogAdminKeys.kitchens()),
  });
}

/** DELETE /admin/catalog-items/{id}: design version lines keep their copy. */
export function useDeleteCatalogItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>(itemPath(id)),
    onSuccess: () =>
      refreshAfter(queryClient, catalogAdminKeys.items(), catalogAdminKeys.kitchens()),
  });
}

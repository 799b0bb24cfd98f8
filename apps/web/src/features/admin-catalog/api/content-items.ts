import type { AdminContentItem, AdminContentList, ContentItemFormRequest } from '@corner/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { contentKeys } from '@/api/content-keys';
import { projectKeys } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { catalogAdminKeys, refreshAfter } from './keys';

export const contentPageSize = 20;
const contentPath = (id: string) => `/admin/content-items/${encodeURIComponent(id)}`;

/** GET /admin/content-items: a page of content, newest first. */
export function getContentItemsQueryOptions(page: number) {
  return queryOptions({
    queryKey: catalogAdminKeys.contentList(page),
    queryFn: ({ signal }) =>
      api.get<AdminContentList>('/admin/content-items', {
        query: { page, pageSize: contentPageSize },
        signal,
      }),
  });
}

export function useContentItems(page: number) {
  return useQuery({ ...getContentItemsQueryOptions(page), placeholderData: keepPreviousData });
}

/** POST /admin/content-items, or PUT …/{id} when editing. */
export function useSaveContentItem(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ContentItemFormRequest) =>
      id
        ? api.put<AdminContentItem>(contentPath(id), request)
        : api.post<AdminContentItem>('/admin/content-items', request),
    // Dashboards (under each project's key) show content.
    onSuccess: () =>
      refreshAfter(queryClient, catalogAdminKeys.content(), projectKeys.all, contentKeys.all),
  });
}

export function useDeleteContentItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>(contentPath(id)),
    onSuccess: () =>
      refreshAfter(queryClient, catalogAdminKeys.content(), projectKeys.all, contentKeys.all),
  });
}

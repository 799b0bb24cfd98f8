import type { AdminContentList } from '@corner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogAdminKeys } from './keys';

export const contentPageSize = 20;

/** GET /admin/content-items: a page of content, newest first. */
export function getContentItems(page: number, signal?: AbortSignal) {
  return api.get<AdminContentList>('/admin/content-items', {
    query: { page, pageSize: contentPageSize },
    signal,
  });
}

export function getContentItemsQueryOptions(page: number) {
  return queryOptions({
    queryKey: catalogAdminKeys.contentList(page),
    queryFn: ({ signal }) => getContentItems(page, signal),
  });
}

export function useContentItems(page: number) {
  return useQuery({ ...getContentItemsQueryOptions(page), placeholderData: keepPreviousData });
}

import type { ContentItem } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/api/content-keys';
import { api } from '@/lib/api-client';

/** POST /content: the items by id; an empty list is skipped and answers [] (spec section 7). */
export async function getContent(contentIds: readonly string[], signal?: AbortSignal) {
  if (contentIds.length === 0) return [];
  return api.post<ContentItem[]>('/content', { contentIds }, { signal });
}

export function getContentQueryOptions(contentIds: readonly string[]) {
  return queryOptions({
    queryKey: contentKeys.items(contentIds),
    queryFn: ({ signal }) => getContent(contentIds, signal),
  });
}

export function useContent(contentIds: readonly string[]) {
  return useQuery({ ...getContentQueryOptions(contentIds), enabled: contentIds.length > 0 });
}

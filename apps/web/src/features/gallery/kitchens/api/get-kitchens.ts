import type { GalleryKitchenList, PageQuery } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryKeys } from '@/api/gallery-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

export type KitchensQuery = Partial<PageQuery>;

/** The gallery's kitchens the enquiry form offers as a starting point (/get-an-estimate). */
export const offeredKitchens: KitchensQuery = { pageSize: 100 };

/** GET /gallery/kitchens: a page of kitchen summaries, newest first. */
export function getKitchens(query: KitchensQuery = {}, signal?: AbortSignal) {
  return api.get<GalleryKitchenList>('/gallery/kitchens', {
    query: { page: query.page, pageSize: query.pageSize },
    signal,
  });
}

export function getKitchensQueryOptions(query: KitchensQuery = {}) {
  return queryOptions({
    queryKey: [...galleryKeys.kitchens(), 'list', query],
    queryFn: ({ signal }) => getKitchens(query, signal),
    ...queryPresets.gallery,
  });
}

export function useKitchens(query: KitchensQuery = {}) {
  return useQuery(getKitchensQueryOptions(query));
}

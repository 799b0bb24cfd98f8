import type { GalleryKitchen } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryKeys } from '@/api/gallery-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

/** GET /gallery/kitchens/{slug}: one kitchen with its renders and catalog items. */
export function getKitchen(slug: string, signal?: AbortSignal) {
  return api.get<GalleryKitchen>(`/gallery/kitchens/${encodeURIComponent(slug)}`, { signal });
}

export function getKitchenQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...galleryKeys.kitchens(), 'detail', slug],
    queryFn: ({ signal }) => getKitchen(slug, signal),
    ...queryPresets.gallery,
  });
}

export function useKitchen(slug: string) {
  return useQuery(getKitchenQueryOptions(slug));
}

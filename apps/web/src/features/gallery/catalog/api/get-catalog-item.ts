import type { CatalogCategory, Component } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryKeys } from '@/api/gallery-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

/** GET /gallery/components/{category}/{slug}: one public catalog item and the kitchens using it. */
export function getCatalogItem(category: CatalogCategory, slug: string, signal?: AbortSignal) {
  const path = `/gallery/components/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`;
  return api.get<Component>(path, { signal });
}

export function getCatalogItemQueryOptions(category: CatalogCategory, slug: string) {
  return queryOptions({
    queryKey: [...galleryKeys.catalog(), 'detail', category, slug],
    queryFn: ({ signal }) => getCatalogItem(category, slug, signal),
    ...queryPresets.gallery,
  });
}

export function useCatalogItem(category: CatalogCategory, slug: string) {
  return useQuery(getCatalogItemQueryOptions(category, slug));
}

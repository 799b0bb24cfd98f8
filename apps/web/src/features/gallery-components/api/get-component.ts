import type { CatalogCategory, Component } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryKeys } from '@/api/gallery-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

/** GET /gallery/components/{category}/{id}: one public catalog item. */
export function getComponent(category: CatalogCategory, id: string, signal?: AbortSignal) {
  const path = `/gallery/components/${encodeURIComponent(category)}/${encodeURIComponent(id)}`;
  return api.get<Component>(path, { signal });
}

export function getComponentQueryOptions(category: CatalogCategory, id: string) {
  return queryOptions({
    queryKey: [...galleryKeys.components(), 'detail', category, id],
    queryFn: ({ signal }) => getComponent(category, id, signal),
    ...queryPresets.gallery,
  });
}

export function useComponent(category: CatalogCategory, id: string) {
  return useQuery(getComponentQueryOptions(category, id));
}

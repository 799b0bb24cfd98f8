import type { ComponentCategorySummary } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryKeys } from '@/api/gallery-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

interface CategoryList {
  categories: ComponentCategorySummary[];
}

/** GET /gallery/components/categories: each category with its count and a cover image. */
export function getCategories(signal?: AbortSignal) {
  return api.get<CategoryList>('/gallery/components/categories', { signal });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...galleryKeys.catalog(), 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    ...queryPresets.gallery,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}

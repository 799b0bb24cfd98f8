import type { CatalogItemFormRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCatalogItem } from './create-catalog-item';
import { catalogAdminKeys, refreshAfter } from './keys';
import { updateCatalogItem } from './update-catalog-item';

/** Creates, or saves the item of `id` when editing. */
export function useSaveCatalogItem(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CatalogItemFormRequest) =>
      id ? updateCatalogItem(id, request) : createCatalogItem(request),
    onSuccess: () =>
      refreshAfter(queryClient, catalogAdminKeys.items(), catalogAdminKeys.kitchens()),
  });
}

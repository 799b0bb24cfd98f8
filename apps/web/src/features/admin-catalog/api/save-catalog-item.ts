import type { CatalogItemFormRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Revised } from '@/lib/revised';
import { createCatalogItem } from './create-catalog-item';
import { catalogAdminKeys, refreshAfter } from './keys';
import { updateCatalogItem } from './update-catalog-item';

/** Creates, or saves the item being edited from the revision the editor opened. */
export function useSaveCatalogItem(editing?: Revised) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CatalogItemFormRequest) =>
      editing
        ? updateCatalogItem(editing.id, { ...request, revision: editing.revision })
        : createCatalogItem(request),
    onSuccess: () =>
      refreshAfter(queryClient, catalogAdminKeys.items(), catalogAdminKeys.kitchens()),
  });
}

import type { KitchenFormRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Revised } from '@/lib/revised';
import { createKitchen } from './create-kitchen';
import { getAdminKitchenQueryOptions } from './get-admin-kitchen';
import { catalogAdminKeys, refreshAfter } from './keys';
import { updateKitchen } from './update-kitchen';

/** Creates, or saves the kitchen being edited from the revision the editor has; the answer is kept. */
export function useSaveKitchen(editing?: Revised) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: KitchenFormRequest) =>
      editing
        ? updateKitchen(editing.id, { ...request, revision: editing.revision })
        : createKitchen(request),
    onSuccess: async (kitchen) => {
      queryClient.setQueryData(getAdminKitchenQueryOptions(kitchen.id).queryKey, kitchen);
      await refreshAfter(queryClient, catalogAdminKeys.kitchens());
    },
  });
}

import type { KitchenFormRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createKitchen } from './create-kitchen';
import { getAdminKitchenQueryOptions } from './get-admin-kitchen';
import { catalogAdminKeys, refreshAfter } from './keys';
import { updateKitchen } from './update-kitchen';

/** Creates, or saves the kitchen of `id` when editing; the answer is kept. */
export function useSaveKitchen(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: KitchenFormRequest) =>
      id ? updateKitchen(id, request) : createKitchen(request),
    onSuccess: async (kitchen) => {
      queryClient.setQueryData(getAdminKitchenQueryOptions(kitchen.id).queryKey, kitchen);
      await refreshAfter(queryClient, catalogAdminKeys.kitchens());
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getAdminKitchenQueryOptions } from './get-admin-kitchen';
import { catalogAdminKeys, kitchenPath, refreshAfter } from './keys';

/** DELETE /admin/kitchens/{id}. */
export function deleteKitchen(id: string) {
  return api.delete<null>(kitchenPath(id));
}

export function useDeleteKitchen(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteKitchen(id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: getAdminKitchenQueryOptions(id).queryKey });
      await refreshAfter(queryClient, catalogAdminKeys.kitchens());
    },
  });
}

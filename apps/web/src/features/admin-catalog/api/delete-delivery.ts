import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { deliveryChanged } from './delivery-changed';
import { deliveryPath } from './keys';

/** DELETE /admin/projects/{id}/deliveries/{deliveryId}. */
export function deleteDelivery(projectId: string, id: string) {
  return api.delete<null>(deliveryPath(projectId, id));
}

export function useDeleteDelivery(projectId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDelivery(projectId, id),
    onSuccess: () => deliveryChanged(queryClient, projectId),
  });
}

import type { DeliveryFormRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDelivery } from './create-delivery';
import { deliveryChanged } from './delivery-changed';
import { updateDelivery } from './update-delivery';

/** Creates, or saves the delivery of `id` when editing. */
export function useSaveDelivery(projectId: string, id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeliveryFormRequest) =>
      id ? updateDelivery(projectId, id, request) : createDelivery(projectId, request),
    onSuccess: () => deliveryChanged(queryClient, projectId),
  });
}

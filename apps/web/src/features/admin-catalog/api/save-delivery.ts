import type { DeliveryFormRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Revised } from '@/lib/revised';
import { createDelivery } from './create-delivery';
import { deliveryChanged } from './delivery-changed';
import { updateDelivery } from './update-delivery';

/** Creates, or saves the delivery being edited from the revision the editor opened. */
export function useSaveDelivery(projectId: string, editing?: Revised) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeliveryFormRequest) =>
      editing
        ? updateDelivery(projectId, editing.id, { ...request, revision: editing.revision })
        : createDelivery(projectId, request),
    onSuccess: () => deliveryChanged(queryClient, projectId),
  });
}

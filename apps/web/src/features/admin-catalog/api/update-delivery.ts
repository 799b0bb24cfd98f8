import type { AdminDelivery, DeliveryFormRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { deliveryPath } from './keys';

/** PUT /admin/projects/{id}/deliveries/{deliveryId}: the delivery's new fields. */
export function updateDelivery(projectId: string, id: string, request: DeliveryFormRequest) {
  return api.put<AdminDelivery>(deliveryPath(projectId, id), request);
}

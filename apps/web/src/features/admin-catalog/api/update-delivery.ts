import type { AdminDelivery, UpdateDeliveryRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { deliveryPath } from './keys';

/** PUT /admin/projects/{id}/deliveries/{deliveryId}: new fields; a stale revision answers 409. */
export function updateDelivery(projectId: string, id: string, request: UpdateDeliveryRequest) {
  return api.put<AdminDelivery>(deliveryPath(projectId, id), request);
}

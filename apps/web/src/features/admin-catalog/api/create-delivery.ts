import type { AdminDelivery, DeliveryFormRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { deliveriesPath } from './keys';

/** POST /admin/projects/{id}/deliveries: a new delivery. */
export function createDelivery(projectId: string, request: DeliveryFormRequest) {
  return api.post<AdminDelivery>(deliveriesPath(projectId), request);
}

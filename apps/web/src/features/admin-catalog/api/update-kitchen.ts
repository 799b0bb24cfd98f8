import type { AdminKitchen, UpdateKitchenRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { kitchenPath } from './keys';

/** PUT /admin/kitchens/{id}: fields, renders, components, published; stale revision: 409. */
export function updateKitchen(id: string, request: UpdateKitchenRequest) {
  return api.put<AdminKitchen>(kitchenPath(id), request);
}

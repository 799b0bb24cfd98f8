import type { AdminKitchen, KitchenFormRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { kitchenPath } from './keys';

/** PUT /admin/kitchens/{id}: fields, renders, components, published. */
export function updateKitchen(id: string, request: KitchenFormRequest) {
  return api.put<AdminKitchen>(kitchenPath(id), request);
}

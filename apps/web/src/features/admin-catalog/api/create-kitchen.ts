import type { AdminKitchen, KitchenFormRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';

/** POST /admin/kitchens: a new kitchen with fields, renders, components, published. */
export function createKitchen(request: KitchenFormRequest) {
  return api.post<AdminKitchen>('/admin/kitchens', request);
}

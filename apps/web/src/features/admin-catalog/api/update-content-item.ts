import type { AdminContentItem, UpdateContentItemRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { contentItemPath } from './keys';

/** PUT /admin/content-items/{id}: the item's new fields; a stale revision answers 409. */
export function updateContentItem(id: string, request: UpdateContentItemRequest) {
  return api.put<AdminContentItem>(contentItemPath(id), request);
}

import type { AdminContentItem, ContentItemFormRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { contentItemPath } from './keys';

/** PUT /admin/content-items/{id}: the item's new fields. */
export function updateContentItem(id: string, request: ContentItemFormRequest) {
  return api.put<AdminContentItem>(contentItemPath(id), request);
}

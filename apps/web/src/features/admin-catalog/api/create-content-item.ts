import type { AdminContentItem, ContentItemFormRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';

/** POST /admin/content-items: a new content item. */
export function createContentItem(request: ContentItemFormRequest) {
  return api.post<AdminContentItem>('/admin/content-items', request);
}

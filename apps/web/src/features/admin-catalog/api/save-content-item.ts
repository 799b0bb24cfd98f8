import type { ContentItemFormRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentKeys } from '@/api/content-keys';
import { projectKeys } from '@/api/project-keys';
import { createContentItem } from './create-content-item';
import { catalogAdminKeys, refreshAfter } from './keys';
import { updateContentItem } from './update-content-item';

/** Creates, or saves the item of `id` when editing. */
export function useSaveContentItem(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ContentItemFormRequest) =>
      id ? updateContentItem(id, request) : createContentItem(request),
    // Dashboards (under each project's key) show content.
    onSuccess: () =>
      refreshAfter(queryClient, catalogAdminKeys.content(), projectKeys.all, contentKeys.all),
  });
}

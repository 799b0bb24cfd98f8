import type { ContentItemFormRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Revised } from '@/lib/revised';
import { contentKeys } from '@/api/content-keys';
import { projectKeys } from '@/api/project-keys';
import { createContentItem } from './create-content-item';
import { catalogAdminKeys, refreshAfter } from './keys';
import { updateContentItem } from './update-content-item';

/** Creates, or saves the item being edited from the revision the editor opened. */
export function useSaveContentItem(editing?: Revised) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ContentItemFormRequest) =>
      editing
        ? updateContentItem(editing.id, { ...request, revision: editing.revision })
        : createContentItem(request),
    // Dashboards (under each project's key) show content.
    onSuccess: () =>
      refreshAfter(queryClient, catalogAdminKeys.content(), projectKeys.all, contentKeys.all),
  });
}

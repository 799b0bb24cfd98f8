import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentKeys } from '@/api/content-keys';
import { projectKeys } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { catalogAdminKeys, contentItemPath, refreshAfter } from './keys';

/** DELETE /admin/content-items/{id}. */
export function deleteContentItem(id: string) {
  return api.delete<null>(contentItemPath(id));
}

export function useDeleteContentItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteContentItem(id),
    onSuccess: () =>
      refreshAfter(queryClient, catalogAdminKeys.content(), projectKeys.all, contentKeys.all),
  });
}

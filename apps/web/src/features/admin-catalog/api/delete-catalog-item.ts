import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogAdminKeys, catalogItemPath, refreshAfter } from './keys';

/** DELETE /admin/catalog-items/{id}: design version lines keep their copy. */
export function deleteCatalogItem(id: string) {
  return api.delete<null>(catalogItemPath(id));
}

export function useDeleteCatalogItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCatalogItem(id),
    onSuccess: () =>
      refreshAfter(queryClient, catalogAdminKeys.items(), catalogAdminKeys.kitchens()),
  });
}

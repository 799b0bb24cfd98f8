import type { AdminDesignVersion, CatalogLineRequest, CustomLineRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminVersionPath } from './keys';
import { versionChanged } from './version-changed';

/*
 * The calls that change a version's lines and renders; each answers the version as it now is.
 *   POST …/lines/catalog, POST …/lines, PUT and DELETE …/lines/{lineId},
 *   POST …/renders, PUT …/renders (order), DELETE …/renders/{imageId}
 */

export type VersionChange =
  | { kind: 'add-catalog-line'; line: CatalogLineRequest }
  | { kind: 'add-custom-line'; line: CustomLineRequest }
  | { kind: 'set-quantity'; lineId: string; quantity: number }
  | { kind: 'remove-line'; lineId: string }
  | { kind: 'attach-render'; imageId: string }
  | { kind: 'reorder-renders'; imageIds: string[] }
  | { kind: 'detach-render'; imageId: string };

export function changeVersion(projectId: string, versionId: string, change: VersionChange) {
  const base = adminVersionPath(projectId, versionId);
  const id = encodeURIComponent;
  switch (change.kind) {
    case 'add-catalog-line':
      return api.post<AdminDesignVersion>(`${base}/lines/catalog`, change.line);
    case 'add-custom-line':
      return api.post<AdminDesignVersion>(`${base}/lines`, change.line);
    case 'set-quantity':
      return api.put<AdminDesignVersion>(`${base}/lines/${id(change.lineId)}`, {
        quantity: change.quantity,
      });
    case 'remove-line':
      return api.delete<AdminDesignVersion>(`${base}/lines/${id(change.lineId)}`);
    case 'attach-render':
      return api.post<AdminDesignVersion>(`${base}/renders`, { imageId: change.imageId });
    case 'reorder-renders':
      return api.put<AdminDesignVersion>(`${base}/renders`, { imageIds: change.imageIds });
    case 'detach-render':
      return api.delete<AdminDesignVersion>(`${base}/renders/${id(change.imageId)}`);
  }
}

export function useChangeVersion(projectId: string, versionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: VersionChange) => changeVersion(projectId, versionId, change),
    onSuccess: (version) => versionChanged(queryClient, version),
  });
}

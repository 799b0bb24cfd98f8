import type { CatalogLineRequest, CustomLineRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addCatalogLine } from './add-catalog-line';
import { addCustomLine } from './add-custom-line';
import { attachRender } from './attach-render';
import { detachRender } from './detach-render';
import { removeLine } from './remove-line';
import { reorderRenders } from './reorder-renders';
import { setLineQuantity } from './set-line-quantity';
import { versionChanged } from './version-changed';

/** A change to a version's lines or renders; each call answers the version as it now is. */
export type VersionChange =
  | { kind: 'add-catalog-line'; line: CatalogLineRequest }
  | { kind: 'add-custom-line'; line: CustomLineRequest }
  | { kind: 'set-quantity'; lineId: string; quantity: number }
  | { kind: 'remove-line'; lineId: string }
  | { kind: 'attach-render'; imageId: string }
  | { kind: 'reorder-renders'; imageIds: string[] }
  | { kind: 'detach-render'; imageId: string };

export function changeVersion(projectId: string, versionId: string, change: VersionChange) {
  switch (change.kind) {
    case 'add-catalog-line':
      return addCatalogLine(projectId, versionId, change.line);
    case 'add-custom-line':
      return addCustomLine(projectId, versionId, change.line);
    case 'set-quantity':
      return setLineQuantity(projectId, versionId, change.lineId, change.quantity);
    case 'remove-line':
      return removeLine(projectId, versionId, change.lineId);
    case 'attach-render':
      return attachRender(projectId, versionId, change.imageId);
    case 'reorder-renders':
      return reorderRenders(projectId, versionId, change.imageIds);
    case 'detach-render':
      return detachRender(projectId, versionId, change.imageId);
  }
}

export function useChangeVersion(projectId: string, versionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: VersionChange) => changeVersion(projectId, versionId, change),
    onSuccess: (version) => versionChanged(queryClient, version),
  });
}

import type { AdminDesignVersion } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { adminVersionPath } from './keys';

/** DELETE …/design-versions/{versionId}/renders/{imageId}. */
export function detachRender(projectId: string, versionId: string, imageId: string) {
  return api.delete<AdminDesignVersion>(
    `${adminVersionPath(projectId, versionId)}/renders/${encodeURIComponent(imageId)}`,
  );
}

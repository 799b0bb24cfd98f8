import type { AdminDesignVersion } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { adminVersionPath } from './keys';

/** POST …/design-versions/{versionId}/renders: an uploaded image becomes a render. */
export function attachRender(projectId: string, versionId: string, imageId: string) {
  return api.post<AdminDesignVersion>(`${adminVersionPath(projectId, versionId)}/renders`, {
    imageId,
  });
}

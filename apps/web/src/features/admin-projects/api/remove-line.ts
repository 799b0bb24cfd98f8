import type { AdminDesignVersion } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { adminVersionPath } from './keys';

/** DELETE …/design-versions/{versionId}/lines/{lineId}. */
export function removeLine(projectId: string, versionId: string, lineId: string) {
  return api.delete<AdminDesignVersion>(
    `${adminVersionPath(projectId, versionId)}/lines/${encodeURIComponent(lineId)}`,
  );
}

import type { AdminDesignVersion, CustomLineRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { adminVersionPath } from './keys';

/** POST …/design-versions/{versionId}/lines: a line typed in by hand. */
export function addCustomLine(projectId: string, versionId: string, line: CustomLineRequest) {
  return api.post<AdminDesignVersion>(`${adminVersionPath(projectId, versionId)}/lines`, line);
}

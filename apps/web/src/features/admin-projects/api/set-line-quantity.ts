import type { AdminDesignVersion } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { adminVersionPath } from './keys';

/** PUT …/design-versions/{versionId}/lines/{lineId}: a new quantity. */
export function setLineQuantity(
  projectId: string,
  versionId: string,
  lineId: string,
  quantity: number,
) {
  return api.put<AdminDesignVersion>(
    `${adminVersionPath(projectId, versionId)}/lines/${encodeURIComponent(lineId)}`,
    { quantity },
  );
}

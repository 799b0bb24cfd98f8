import type { DesignVersion } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { batchesKeys, projectPath } from './keys';

/** GET /project/{id}/design-versions/{versionId}: renders and item ids of one version. */
export function getDesignVersion(projectId: string, versionId: string, signal?: AbortSignal) {
  return api.get<DesignVersion>(
    `${projectPath(projectId)}/design-versions/${encodeURIComponent(versionId)}`,
    { signal },
  );
}

/** Kept under the batches keys, so 'Refresh design versions' refreshes it with the rest. */
export function getDesignVersionQueryOptions(projectId: string, versionId: string) {
  return queryOptions({
    queryKey: batchesKeys.designVersion(projectId, versionId),
    queryFn: ({ signal }) => getDesignVersion(projectId, versionId, signal),
    ...queryPresets.designData,
  });
}

export function useDesignVersion(projectId: string, versionId: string) {
  return useQuery(getDesignVersionQueryOptions(projectId, versionId));
}

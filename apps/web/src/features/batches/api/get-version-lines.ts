import type { AdminDesignVersion } from '@corner/contracts';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { batchesKeys } from './keys';

/** GET /admin/projects/{id}/design-versions/{versionId}: a version with its item lines (staff). */
export function getVersionLines(projectId: string, versionId: string, signal?: AbortSignal) {
  return api.get<AdminDesignVersion>(
    `/admin/projects/${encodeURIComponent(projectId)}/design-versions/${encodeURIComponent(versionId)}`,
    { signal },
  );
}

export function getVersionLinesQueryOptions(projectId: string, versionId: string) {
  return queryOptions({
    queryKey: batchesKeys.versionLines(projectId, versionId),
    queryFn: ({ signal }) => getVersionLines(projectId, versionId, signal),
    ...queryPresets.designData,
  });
}

/** The lines of each version, one read per version, in the order given. */
export function useVersionsLines(projectId: string, versionIds: readonly string[]) {
  return useQueries({
    queries: versionIds.map((versionId) => getVersionLinesQueryOptions(projectId, versionId)),
  });
}

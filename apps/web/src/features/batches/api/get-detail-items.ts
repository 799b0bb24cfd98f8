import { itemDetailCalls, type DetailItem } from '@corner/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ItemDetailsQueryOptions } from '@/components/estimate/item-detail-groups';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { batchesKeys, projectPath } from './keys';

type Call = Parameters<ItemDetailsQueryOptions>[0];

/** POST /project/{id}/design-versions/{versionId}/{call}: the items of some ids. */
export function getDetailItems(
  projectId: string,
  versionId: string,
  call: Call,
  ids: readonly string[],
  signal?: AbortSignal,
) {
  const field = itemDetailCalls.find((candidate) => candidate.path === call)?.field ?? call;
  return api.post<DetailItem[]>(
    `${projectPath(projectId)}/design-versions/${encodeURIComponent(versionId)}/${call}`,
    { [field]: ids },
    { signal },
  );
}

/** The groups' queries, kept under the batches keys so a refresh reaches them too. */
export function detailItemsQueryOptions(
  projectId: string,
  versionId: string,
): ItemDetailsQueryOptions<string[]> {
  return (call, ids) =>
    queryOptions({
      queryKey: [...batchesKeys.designVersion(projectId, versionId), call, ...ids] as string[],
      queryFn: ({ signal }) => getDetailItems(projectId, versionId, call, ids, signal),
      ...queryPresets.designData,
    });
}

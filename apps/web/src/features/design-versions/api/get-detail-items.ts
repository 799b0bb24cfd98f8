import type { DetailItem } from '@corner/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ItemDetailCall } from '@/components/estimate/item-detail-groups';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { designVersionsKey } from './get-design-versions';

/** The body field of each item-detail call (spec section 7). */
const bodyField: Record<ItemDetailCall, string> = {
  'front-items': 'frontItemIds',
  'boxes-items': 'boxesItemIds',
  'hardware-items': 'hardwareItemIds',
  'functionality-items': 'functionalityItemIds',
  'opening-system-items': 'openingSystemItemIds',
  'accessory-items': 'accessoryItemIds',
  'countertop-items': 'countertopItemIds',
};

/** POST /project/{id}/design-versions/{versionId}/{call}: name and image of each id. */
export function getDetailItems(
  projectId: string,
  versionId: string,
  call: ItemDetailCall,
  ids: readonly string[],
  signal?: AbortSignal,
) {
  const path = `/project/${encodeURIComponent(projectId)}/design-versions/${encodeURIComponent(versionId)}/${call}`;
  return api.post<DetailItem[]>(path, { [bodyField[call]]: ids }, { signal });
}

/** The queries the shared detail groups run for one version (ItemDetailsQueryOptions). */
export function detailItemsQueryOptions(projectId: string, versionId: string) {
  return (call: ItemDetailCall, ids: readonly string[]) =>
    queryOptions({
      queryKey: [...designVersionsKey(projectId), 'items', versionId, call, ...ids],
      queryFn: ({ signal }) => getDetailItems(projectId, versionId, call, ids, signal),
      ...queryPresets.designData,
    });
}

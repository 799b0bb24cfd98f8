import type { DetailItem, itemDetailCalls } from '@corner/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ItemDetailCall } from '@/components/estimate/item-detail-groups';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { designVersionPath, projectKeys } from './project-keys';

type CallField<C extends ItemDetailCall> = Extract<
  (typeof itemDetailCalls)[number],
  { path: C }
>['field'];

/** The body field of each item-detail call (spec section 7), checked against the contracts. */
const bodyField: { [C in ItemDetailCall]: CallField<C> } = {
  'front-items': 'frontItemIds',
  'boxes-items': 'boxesItemIds',
  'hardware-items': 'hardwareItemIds',
  'functionality-items': 'functionalityItemIds',
  'opening-system-items': 'openingSystemItemIds',
  'accessory-items': 'accessoryItemIds',
  'countertop-items': 'countertopItemIds',
};

/** POST /project/{id}/design-versions/{versionId}/{call}: name and image of each id. */
export function getDesignVersionItems(
  projectId: string,
  versionId: string,
  call: ItemDetailCall,
  ids: readonly string[],
  signal?: AbortSignal,
) {
  return api.post<DetailItem[]>(
    `${designVersionPath(projectId, versionId)}/${call}`,
    { [bodyField[call]]: ids },
    { signal },
  );
}

/** The queries the shared detail groups run for one version (ItemDetailsQueryOptions). */
export function designVersionItemsQueryOptions(projectId: string, versionId: string) {
  return (call: ItemDetailCall, ids: readonly string[]) =>
    queryOptions({
      queryKey: projectKeys.designVersionItems(projectId, versionId, call, ids),
      queryFn: ({ signal }) => getDesignVersionItems(projectId, versionId, call, ids, signal),
      ...queryPresets.designData,
    });
}

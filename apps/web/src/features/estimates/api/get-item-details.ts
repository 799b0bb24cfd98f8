import type {
  DetailItem,
  EstimateViewItemsRequest,
  EstimateViewListName,
  itemDetailCalls,
} from '@corner/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ItemDetailCall } from '@/components/estimate/item-detail-groups';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

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

/** POST /project/{id}/design-versions/{versionId}/{call}: the items of some lines. */
export function getDesignVersionItems(
  projectId: string,
  versionId: string,
  call: ItemDetailCall,
  ids: readonly string[],
  signal?: AbortSignal,
) {
  const path = `/project/${encodeURIComponent(projectId)}/design-versions/${encodeURIComponent(versionId)}/${call}`;
  return api.post<DetailItem[]>(path, { [bodyField[call]]: ids }, { signal });
}

/** The queries of a design version's item details, for `ItemDetailGroups`. */
export function designVersionItemsQueryOptions(projectId: string, versionId: string) {
  return (call: ItemDetailCall, ids: readonly string[]) =>
    queryOptions({
      queryKey: ['projects', projectId, 'design-versions', versionId, 'items', call, ...ids],
      queryFn: ({ signal }) => getDesignVersionItems(projectId, versionId, call, ids, signal),
      ...queryPresets.designData,
    });
}

/**
 * The public page's id lists: fronts and boxes come as one list there, so the groups get it
 * as their fronts (docs/decisions.md 12.3).
 */
const listOfCall: Record<ItemDetailCall, EstimateViewListName> = {
  'front-items': 'frontsAndBoxes',
  'boxes-items': 'frontsAndBoxes',
  'hardware-items': 'hardware',
  'functionality-items': 'functionalities',
  'opening-system-items': 'openingSystems',
  'accessory-items': 'accessories',
  'countertop-items': 'countertops',
};

/** POST /estimate-view/{slug}/items: the items of a list of a version shown on the page. */
export function getEstimateViewItems(
  slug: string,
  request: EstimateViewItemsRequest,
  signal?: AbortSignal,
) {
  return api.post<DetailItem[]>(`/estimate-view/${encodeURIComponent(slug)}/items`, request, {
    signal,
  });
}

export function estimateViewItemsQueryOptions(slug: string, versionId: string) {
  return (call: ItemDetailCall, ids: readonly string[]) =>
    queryOptions({
      queryKey: ['estimate-views', slug, versionId, 'items', call, ...ids],
      queryFn: ({ signal }) =>
        getEstimateViewItems(
          slug,
          { designVersionId: versionId, list: listOfCall[call], ids: [...ids] },
          signal,
        ),
      ...queryPresets.designData,
    });
}

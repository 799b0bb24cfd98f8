import type { DetailItem, EstimateViewItemsRequest, EstimateViewListName } from '@corner/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ItemDetailCall } from '@/components/estimate/item-detail-groups';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

/**
 * The public page's id lists: fronts and boxes come as one list there, so the groups get it
 * as their fronts (decision 15.3).
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

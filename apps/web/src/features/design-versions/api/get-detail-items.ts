import type { DesignVersion, DetailItem } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { designVersionsKey } from './get-design-versions';

/** The item-detail calls of spec section 7: path segment and body field. */
export const detailCalls = {
  fronts: { path: 'front-items', field: 'frontItemIds' },
  boxes: { path: 'boxes-items', field: 'boxesItemIds' },
  openingSystems: { path: 'opening-system-items', field: 'openingSystemItemIds' },
  functionalities: { path: 'functionality-items', field: 'functionalityItemIds' },
  accessories: { path: 'accessory-items', field: 'accessoryItemIds' },
  countertops: { path: 'countertop-items', field: 'countertopItemIds' },
} as const;

export type DetailList = keyof typeof detailCalls;

/** POST /project/{id}/design-versions/{versionId}/{kind}-items: name and image of each id. */
export function getDetailItems(version: DesignVersion, list: DetailList, signal?: AbortSignal) {
  const { path, field } = detailCalls[list];
  const url = `/project/${encodeURIComponent(version.projectId)}/design-versions/${encodeURIComponent(version.id)}/${path}`;
  return api.post<DetailItem[]>(url, { [field]: version[list] }, { signal });
}

export function getDetailItemsQueryOptions(version: DesignVersion, list: DetailList) {
  return queryOptions({
    queryKey: [...designVersionsKey(version.projectId), 'items', version.id, list, version[list]],
    queryFn: ({ signal }) => getDetailItems(version, list, signal),
    ...queryPresets.designData,
  });
}

/** A group's items, fetched only once `enabled` (the group was opened). */
export function useDetailItems(version: DesignVersion, list: DetailList, enabled: boolean) {
  return useQuery({ ...getDetailItemsQueryOptions(version, list), enabled });
}

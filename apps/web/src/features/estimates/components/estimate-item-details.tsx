import { designVersionItemsQueryOptions } from '@/api/get-design-version-items';
import { ItemDetailGroups, type ItemDetailIds } from '@/components/estimate/item-detail-groups';
import { estimateViewItemsQueryOptions } from '../api/get-estimate-view-items';
import type { EstimateSource } from '../estimate-sections';

export interface EstimateItemDetailsProps {
  source: EstimateSource;
  versionId: string;
  ids: ItemDetailIds;
  headingLevel: 2 | 3;
}

/**
 * A version's item details on an estimate page, read from the page's own addresses. Its own
 * chunk: the page shows the renders and the price first, and loads this after them.
 */
export default function EstimateItemDetails({ source, ...groups }: EstimateItemDetailsProps) {
  return 'slug' in source ? (
    <ItemDetailGroups
      {...groups}
      itemsQueryOptions={estimateViewItemsQueryOptions(source.slug, groups.versionId)}
    />
  ) : (
    <ItemDetailGroups
      {...groups}
      itemsQueryOptions={designVersionItemsQueryOptions(source.projectId, groups.versionId)}
    />
  );
}

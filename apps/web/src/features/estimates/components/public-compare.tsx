import { paths } from '@/config/paths';
import { useEstimateView } from '../api/get-estimate-view';
import { compareDataOfView } from '../compare-data';
import { ComparePage } from './compare-page';

/** `/estimate/{estimateViewId}/compare`: a published page's versions side by side. */
export function PublicCompare({ slug }: { slug: string }) {
  const page = useEstimateView(slug);
  return (
    <ComparePage
      source={{ slug }}
      page={page}
      toData={compareDataOfView}
      back={paths.estimate(slug)}
    />
  );
}

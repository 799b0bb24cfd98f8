import { NotFoundPage } from '@/components/errors/not-found-page';
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
      notThere={
        <NotFoundPage
          title="Failed to load estimate"
          message="This estimate link is not valid or is no longer published."
        />
      }
    />
  );
}

import { useDeferredValue } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { isNotThereError } from '@/components/errors/load-error';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useEstimateView } from '../api/get-estimate-view';
import { fromEstimateView } from '../estimate-sections';
import { EstimateContent, NoEstimate } from './estimate-content';
import { useRecordView } from './use-record-view';

/** `/estimate/{estimateViewId}`: a published estimate page, for anyone with its link. */
export function PublicEstimate({ slug }: { slug: string }) {
  const query = useEstimateView(slug);
  // The estimate is the heaviest render of the public pages: deferred, React renders it in a
  // transition it can pause, not in the one long task a query update would make it.
  const view = useDeferredValue(query.data);
  const data = view ? fromEstimateView(view) : undefined;
  useRecordView({ slug }, (data?.sections.length ?? 0) > 0);

  if (query.isPending || (query.isSuccess && !view))
    return <LoadingState label="Loading estimate…" />;
  if (isNotThereError(query.error)) {
    return (
      <NotFoundPage
        title="Failed to load estimate"
        message="This estimate link is not valid or is no longer published."
      />
    );
  }
  if (query.isError) {
    return (
      <>
        <h1 className="visually-hidden">Estimate</h1>
        <ErrorPanel
          title="Failed to load estimate"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  if (!data || data.sections.length === 0) return <NoEstimate />;
  return <EstimateContent data={data} source={{ slug }} />;
}

import { lazy, Suspense, useDeferredValue } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { isNotThereError } from '@/components/errors/load-error';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { EnquiryRecap } from '@/components/welcome/enquiry-recap';
import { useProjectWelcome } from '@/api/get-project-welcome';
import { useCustomerEstimate } from '../api/get-customer-estimate';
import { fromCustomerEstimate } from '../estimate-sections';
import { EstimateContent, NoEstimate } from './estimate-content';
import { useRecordView } from './use-record-view';

// Below the estimate, and on the customer's page only: its own chunk, after the estimate.
const AcceptanceSection = lazy(() => import('../acceptance/components/acceptance-section'));

/** `/project/{projectId}/estimate`: the estimate the customer came for (spec section 2). */
export function CustomerEstimate({ projectId }: { projectId: string }) {
  const query = useCustomerEstimate(projectId);
  // Rendered in a transition React can pause (see PublicEstimate).
  const estimate = useDeferredValue(query.data);
  const data = estimate ? fromCustomerEstimate(estimate) : undefined;
  useRecordView({ projectId }, (data?.sections.length ?? 0) > 0);
  // No estimate yet: the enquiry's recap beside the spec's words, asked for only then and
  // shown with them, so nothing moves in after the page has painted (decision 52).
  const empty = query.isSuccess && !!data && data.sections.length === 0;
  const welcome = useProjectWelcome(projectId, empty);

  if (query.isPending || (query.isSuccess && !estimate) || (empty && welcome.isPending))
    return <LoadingState label="Loading estimate…" />;
  if (isNotThereError(query.error)) {
    return <NotFoundPage title="Failed to load data" about="project" />;
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
  if (!data || data.sections.length === 0) {
    return (
      <>
        <NoEstimate />
        {welcome.data ? <EnquiryRecap welcome={welcome.data} /> : null}
      </>
    );
  }
  return (
    <>
      <EstimateContent data={data} source={{ projectId }} />
      <Suspense fallback={null}>
        <AcceptanceSection projectId={projectId} sections={data.sections} />
      </Suspense>
    </>
  );
}

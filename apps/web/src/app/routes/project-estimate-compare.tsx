import { useParams } from 'react-router';
import { Page } from '@/components/ui/page/page';
import { getCustomerEstimateQueryOptions } from '@/features/estimates/api/get-customer-estimate';
import { getEstimateBreakdownQueryOptions } from '@/features/estimates/api/get-estimate-breakdown';
import { CustomerCompare } from '@/features/estimates/components/customer-compare';
import { fromCustomerEstimate } from '@/features/estimates/estimate-sections';
import { notThere, readQuery, signedInLoader, signedInPage } from './signed-in-page-reads';

/** On the server: the estimate and its lines, side by side. */
export const loader = signedInLoader(async ({ params }, queries) => {
  const projectId = (params.projectId ?? '').trim();
  const estimateOptions = getCustomerEstimateQueryOptions(projectId);
  const [estimate] = await Promise.all([
    readQuery(queries, estimateOptions),
    readQuery(queries, getEstimateBreakdownQueryOptions({ projectId })),
  ]);
  const title = estimate ? fromCustomerEstimate(estimate).title : '';
  const missing = notThere(queries, estimateOptions.queryKey);
  return signedInPage(title ? `Compare versions: ${title}` : 'Compare versions', missing);
});

/** The customer estimate page's Compare view (signed in, the estimate page's guard). */
export function Component() {
  const { projectId = '' } = useParams();
  return (
    <Page>
      <CustomerCompare key={projectId} projectId={projectId} />
    </Page>
  );
}

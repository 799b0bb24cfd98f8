import { useParams } from 'react-router';
import { getProjectAcceptancesQueryOptions } from '@/api/get-project-acceptances';
import { getProjectWelcomeQueryOptions } from '@/api/get-project-welcome';
import { Page } from '@/components/ui/page/page';
import { getCustomerEstimateQueryOptions } from '@/features/estimates/api/get-customer-estimate';
import { getEstimateBreakdownQueryOptions } from '@/features/estimates/api/get-estimate-breakdown';
import { getEstimateReservationQueryOptions } from '@/features/estimates/api/get-estimate-reservation';
import { getSiteConfigQueryOptions } from '@/features/estimates/api/get-site-config';
import { CustomerEstimate } from '@/features/estimates/components/customer-estimate';
import { fromCustomerEstimate } from '@/features/estimates/estimate-sections';
import { ProjectLinks } from '@/features/projects/components/project-links';
import { YourDesigner } from '@/features/projects/components/your-designer';
import {
  notThere,
  projectFrameReads,
  readQuery,
  signedInLoader,
  signedInPage,
} from './signed-in-page-reads';

/**
 * On the server: the estimate with its lines and drivers, what it offers to accept, and the
 * page's frame, so the page the mailed link leads to arrives whole.
 */
export const loader = signedInLoader(async ({ params }, queries) => {
  const projectId = (params.projectId ?? '').trim();
  const estimateOptions = getCustomerEstimateQueryOptions(projectId);
  const [{ profile }, estimate, acceptances] = await Promise.all([
    projectFrameReads(queries, projectId),
    readQuery(queries, estimateOptions),
    readQuery(queries, getProjectAcceptancesQueryOptions(projectId)),
    readQuery(queries, getEstimateBreakdownQueryOptions({ projectId })),
  ]);
  const sections = estimate ? fromCustomerEstimate(estimate).sections : [];
  const offered = profile?.type === 'customer' && !acceptances?.current && !!acceptances?.terms;
  await Promise.all([
    estimate && sections.length === 0
      ? readQuery(queries, getProjectWelcomeQueryOptions(projectId))
      : null,
    sections.length > 0 ? readQuery(queries, getSiteConfigQueryOptions()) : null,
    ...(offered ? sections : []).map(({ estimate: { id } }) =>
      readQuery(queries, getEstimateReservationQueryOptions({ projectId }, id)),
    ),
  ]);
  const title = estimate ? fromCustomerEstimate(estimate).title : '';
  return signedInPage(title || 'Estimate', notThere(queries, estimateOptions.queryKey));
});

/** The customer's estimate page of a project (signed in; no back button). */
export function Component() {
  const { projectId = '' } = useParams();
  return (
    <Page>
      <ProjectLinks projectId={projectId} on="estimate" />
      <CustomerEstimate key={projectId} projectId={projectId} />
      <YourDesigner projectId={projectId} />
    </Page>
  );
}

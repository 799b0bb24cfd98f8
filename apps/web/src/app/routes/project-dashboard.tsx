import { isStaff } from '@corner/contracts/display';
import { useParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Page, PageHeader } from '@/components/ui/page/page';
import { useSession } from '@/lib/auth/get-session';
import { useProjectSummary } from '@/api/get-project-summary';
import { ProjectLinks } from '@/features/projects/components/project-links';
import { YourDesigner } from '@/features/projects/components/your-designer';
import { DesignSignOffSection } from '@/features/design-sign-off/components/design-sign-off-section';
import { ProjectDashboard } from '@/features/project-timeline/components/project-dashboard';
import { ProjectPayments } from '@/features/project-timeline/components/project-payments';
import { useProjectMeta } from '@/features/projects/api/get-project-meta';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getDesignSignOffsQueryOptions } from '@/api/get-design-sign-offs';
import { getPaymentScheduleQueryOptions } from '@/api/get-payment-schedule';
import { getProjectSummaryQueryOptions } from '@/api/get-project-summary';
import { getProjectWelcomeQueryOptions } from '@/api/get-project-welcome';
import { getContentQueryOptions } from '@/features/project-timeline/api/get-content';
import { getDeliveryQueryOptions } from '@/features/project-timeline/api/get-delivery';
import { getProjectStagesQueryOptions } from '@/features/project-timeline/api/get-project-stages';
import {
  notThere,
  projectFrameReads,
  readQuery,
  signedInLoader,
  signedInPage,
} from './signed-in-page-reads';

/** On the server: the plan, its sign-off and payments, and the page's frame. */
export const loader = signedInLoader(async ({ params }, queries) => {
  const projectId = (params.projectId ?? '').trim();
  const [{ summary, meta }, plan] = await Promise.all([
    projectFrameReads(queries, projectId),
    readQuery(queries, getProjectStagesQueryOptions(projectId)),
  ]);
  const stages = plan?.stages ?? [];
  await Promise.all([
    plan?.stages.length === 0 ? readQuery(queries, getProjectWelcomeQueryOptions(projectId)) : null,
    ...stages.flatMap(({ id, contentIds, deliveryId }) => [
      contentIds.length > 0 ? readQuery(queries, getContentQueryOptions(contentIds)) : null,
      deliveryId ? readQuery(queries, getDeliveryQueryOptions(deliveryId, id)) : null,
    ]),
    // As the page: a template has no sign-off, and a meta that failed is no template.
    meta?.isDemo ? null : readQuery(queries, getDesignSignOffsQueryOptions(projectId)),
    meta && !meta.isDemo ? readQuery(queries, getPaymentScheduleQueryOptions(projectId)) : null,
  ]);
  const missing = notThere(queries, getProjectSummaryQueryOptions(projectId).queryKey);
  return signedInPage(summary ? `${summary.name} · Dashboard` : 'Dashboard', missing);
});

/** /project/{projectId}/dashboard: where the project stands today and what comes next. */
export function Component() {
  const projectId = (useParams().projectId ?? '').trim();
  const { data: profile } = useSession();
  const summary = useProjectSummary(projectId);
  const meta = useProjectMeta(projectId, profile?.email);
  useDocumentTitle(summary.data ? `${summary.data.name} · Dashboard` : 'Dashboard');
  // Unknown while the meta loads (the dashboard waits); a meta that failed is no template.
  const isTemplate = meta.isPending ? undefined : meta.data?.isDemo === true;
  if (!projectId) return <ErrorPanel title="Project ID is not provided" />;
  return (
    <Page>
      <ProjectLinks projectId={projectId} on="dashboard" />
      <PageHeader
        eyebrow="Project dashboard"
        title={summary.data?.name ?? 'Your kitchen'}
        intro="Every stage of your kitchen, from design approval to installation: where it stands today and what comes next."
      />
      <ProjectDashboard
        projectId={projectId}
        canPlan={isStaff(profile?.type)}
        isTemplate={isTemplate}
        designSignOff={<DesignSignOffSection projectId={projectId} />}
      />
      {/* The template is nobody's kitchen: nothing to pay (its meta is loaded by the layout). */}
      {meta.data && !meta.data.isDemo ? (
        <ProjectPayments projectId={projectId} canPay={!isStaff(profile?.type)} />
      ) : null}
      <YourDesigner projectId={projectId} />
    </Page>
  );
}

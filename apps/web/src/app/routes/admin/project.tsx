import { Link } from 'react-router';
import { messagesLinkText, useUnreadCount } from '@/api/get-unread-counts';
import { ErrorPanel } from '@/components/errors/error-panel';
import { spotReservedText } from '@/components/estimate/spot-reserved';
import { PageHeader } from '@/components/ui/page/page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { NotFoundState } from '@/components/ui/states/not-found-state';
import { adminCatalogPaths } from '@/config/admin-catalog-paths';
import { paths } from '@/config/paths';
import { useAdminProject } from '@/features/admin-projects/api/get-admin-project';
import { CustomerList } from '@/features/admin-projects/components/customer-list';
import { ProjectAcceptance } from '@/features/admin-projects/components/project-acceptance';
import { ProjectDesignSignOff } from '@/features/admin-projects/components/project-design-sign-off';
import { ProjectEditor } from '@/features/admin-projects/components/project-editor';
import { ProjectPaymentSchedule } from '@/features/admin-projects/components/project-payment-schedule';
import { VersionList } from '@/features/admin-projects/components/version-list';
import { LastChanged } from '@/components/audit/last-changed';
import { ProjectHistory } from '@/features/audit/components/project-history';
import { VariantRequests } from '@/features/variant-requests/components/variant-requests';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isUnknownResourceError } from '@/lib/api-error';

/**
 * /admin/projects/{id}: details, customers (sign-in links), the accepted estimate (withdraw),
 * the variants customers asked for, design versions (pin) and the project's history.
 */
export function AdminProjectPage({ projectId }: { projectId: string }) {
  const project = useAdminProject(projectId);
  const unread = useUnreadCount(projectId);
  useDocumentTitle(project.data ? `${project.data.name} · Back office` : 'Project · Back office');
  if (project.isPending) return <LoadingState label="Loading project…" />;
  if (project.isError) {
    if (isUnknownResourceError(project.error)) {
      return (
        <NotFoundState
          title="Project not found"
          message="There is no project at this address."
          linkLabel="Projects"
          linkTo={paths.adminProjects()}
        />
      );
    }
    return <ErrorPanel error={project.error} onRetry={() => void project.refetch()} />;
  }
  const data = project.data;
  return (
    <>
      <PageHeader title={data.name} eyebrow="Project">
        <LastChanged kind="project" id={data.id} />
        {data.reservation ? <p>{spotReservedText(data.reservation)}</p> : null}
        <p>
          <Link to={paths.projectDesignVersions(data.id)}>
            Batches and estimates of this project
          </Link>
        </p>
        <p>
          <Link to={adminCatalogPaths.deliveries(data.id)}>Deliveries of this project</Link>
        </p>
        <p>
          <Link to={paths.projectMessages(data.id)}>{messagesLinkText(unread)}</Link>
        </p>
      </PageHeader>
      <ProjectEditor project={data} />
      <CustomerList project={data} />
      <ProjectAcceptance projectId={data.id} />
      <ProjectDesignSignOff project={data} />
      <ProjectPaymentSchedule projectId={data.id} />
      <VariantRequests projectId={data.id} />
      <VersionList project={data} />
      <ProjectHistory projectId={data.id} />
    </>
  );
}

import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button } from '@/components/ui/button/button';
import { PageHeader } from '@/components/ui/page/page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { NotFoundState } from '@/components/ui/states/not-found-state';
import { adminCatalogPaths } from '@/config/admin-catalog-paths';
import { useDeliveries } from '@/features/admin-catalog/api/get-deliveries';
import { DeliveryDialog } from '@/features/admin-catalog/components/delivery-dialog';
import { DeliveryTable } from '@/features/admin-catalog/components/delivery-table';
import { useAdminProject } from '@/features/admin-projects/api/get-admin-project';
import { AdminProjectSearch } from '@/features/admin-projects/components/admin-project-search';
import { useProjects } from '@/features/projects/api/get-projects';
import { ImageUploader } from '@/features/uploads/components/image-uploader';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isUnknownResourceError } from '@/lib/api-error';
import styles from './admin.module.css';

/** Without ?project=: find the project whose deliveries to keep. */
function ProjectChooser() {
  useDocumentTitle('Deliveries · Back office');
  const [search, setSearch] = useState('');
  const projects = useProjects({ search });
  return (
    <>
      <PageHeader title="Deliveries" intro="Choose a project to add or edit its deliveries." />
      <AdminProjectSearch value={search} onSearch={setSearch} />
      {projects.isPending ? <LoadingState label="Loading projects…" /> : null}
      {projects.isError ? (
        <ErrorPanel error={projects.error} onRetry={() => void projects.refetch()} />
      ) : null}
      {projects.data?.items.length === 0 ? <p>No projects match.</p> : null}
      <ul className={styles.sections} aria-label="Projects">
        {projects.data?.items.map((project) => (
          <li key={project.id}>
            <Link to={adminCatalogPaths.deliveries(project.id)}>{project.name}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function ProjectDeliveries({ projectId }: { projectId: string }) {
  const project = useAdminProject(projectId);
  const deliveries = useDeliveries(projectId);
  const [creating, setCreating] = useState(false);
  useDocumentTitle(
    project.data ? `Deliveries of ${project.data.name} · Back office` : 'Deliveries · Back office',
  );
  if (project.isPending) return <LoadingState label="Loading project…" />;
  if (project.isError) {
    if (isUnknownResourceError(project.error)) {
      return (
        <NotFoundState
          title="Project not found"
          message="There is no project at this address."
          linkLabel="Deliveries"
          linkTo={adminCatalogPaths.deliveries()}
        />
      );
    }
    return <ErrorPanel error={project.error} onRetry={() => void project.refetch()} />;
  }
  return (
    <>
      <PageHeader
        title={`Deliveries of ${project.data.name}`}
        eyebrow="Deliveries"
        intro="The newest delivery shows on the delivery stage of the customer's dashboard."
      >
        <div className={styles.headerActions}>
          <Button onClick={() => setCreating(true)}>New delivery</Button>
          <Link to={adminCatalogPaths.deliveries()}>Another project</Link>
        </div>
      </PageHeader>
      {deliveries.isPending ? <LoadingState label="Loading deliveries…" /> : null}
      {deliveries.isError ? (
        <ErrorPanel error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : null}
      {deliveries.data ? (
        <DeliveryTable deliveries={deliveries.data} uploader={ImageUploader} />
      ) : null}
      {creating ? (
        <DeliveryDialog
          projectId={projectId}
          open
          onOpenChange={setCreating}
          uploader={ImageUploader}
        />
      ) : null}
    </>
  );
}

/** /admin/deliveries?project={id}: a project's deliveries; without one, a project to choose. */
export function AdminDeliveriesPage() {
  const [searchParams] = useSearchParams();
  const projectId = searchParams.get('project');
  return projectId ? (
    <ProjectDeliveries key={projectId} projectId={projectId} />
  ) : (
    <ProjectChooser />
  );
}

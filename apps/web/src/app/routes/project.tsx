import { Navigate, useParams } from 'react-router';
import { ErrorOverlay } from '@/components/errors/error-overlay';
import { ErrorPanel } from '@/components/errors/error-panel';
import { isNotThereError } from '@/components/errors/load-error';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { Page } from '@/components/ui/page/page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useSession } from '@/lib/auth/get-session';
import { useProjectMeta } from '@/features/projects/api/get-project-meta';
import { projectDestination } from '@/features/projects/project-destination';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './project.module.css';

/** /project/{projectId}: loads the metadata and sends the user on (spec section 4). */
export function Component() {
  useDocumentTitle('Project');
  const projectId = (useParams().projectId ?? '').trim();
  const session = useSession();
  const meta = useProjectMeta(projectId, session.data?.email);

  if (!projectId) return <ErrorPanel title="Project ID is not provided" />;
  if (session.isError || (session.isSuccess && !session.data)) {
    return (
      <ErrorPanel
        title="Failed to load user profile"
        error={session.error}
        onRetry={() => void session.refetch()}
      />
    );
  }
  if (isNotThereError(meta.error)) {
    return <NotFoundPage title="Failed to load data" about="project" />;
  }
  if (meta.isError) {
    return (
      <Page>
        <h1 className="visually-hidden">Project</h1>
        <div className={styles.overlayHost}>
          <ErrorOverlay error={meta.error} onRetry={() => void meta.refetch()} />
        </div>
      </Page>
    );
  }
  if (!session.data || !meta.data) return <LoadingState label="Opening the project…" />;
  if (!meta.data.id) return <ErrorPanel title="Project ID is not provided" />;
  return <Navigate to={projectDestination(meta.data, session.data.type)} replace />;
}

import { useParams } from 'react-router';
import { AdminDesignVersionPage } from './design-version';
import { AdminProjectPage } from './project';
import { AdminProjectsPage } from './projects';

/**
 * /admin/projects, /admin/projects/{id} and …/design-versions/{versionId}: one lazy module for
 * the three routes (router.tsx), since each lazy module costs the public entry its file list.
 */
export function Component() {
  const { projectId, designVersionId } = useParams();
  if (projectId && designVersionId) {
    return <AdminDesignVersionPage projectId={projectId} versionId={designVersionId} />;
  }
  if (projectId) return <AdminProjectPage projectId={projectId} />;
  return <AdminProjectsPage />;
}

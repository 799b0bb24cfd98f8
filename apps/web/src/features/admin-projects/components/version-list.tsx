import { formatDateTime } from '@corner/contracts/display';
import type { AdminProject } from '@corner/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { usePinDesignVersion } from '../api/pin-design-version';
import styles from './admin-projects.module.css';
import { errorText } from '@/components/ui/form/error-text';
import { NameDialog } from './name-dialog';

/**
 * The project's design versions, newest first: open one to edit it, pin the one customers
 * see (without a pin, they see the latest estimated one), or start a new one.
 */
export function VersionList({ project }: { project: AdminProject }) {
  const [creating, setCreating] = useState(false);
  const pin = usePinDesignVersion(project.id);
  const navigate = useNavigate();
  const pinned = project.activeDesignVersionId;
  return (
    <section className={styles.section} aria-labelledby="project-versions">
      <div className={styles.sectionHead}>
        <h2 id="project-versions">Design versions</h2>
        <Button onClick={() => setCreating(true)}>New design version</Button>
      </div>
      {project.designVersions.length === 0 ? (
        <p>No design versions have been created for this project yet.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Created</th>
              <th scope="col">Lines</th>
              <th scope="col">Renders</th>
              <th scope="col">Estimate</th>
              <th scope="col">Shown to customers</th>
            </tr>
          </thead>
          <tbody>
            {project.designVersions.map((version) => (
              <tr key={version.id}>
                <td>
                  <Link to={paths.adminDesignVersion(project.id, version.id)}>
                    {version.name || formatDateTime(version.createdAt)}
                  </Link>
                </td>
                <td>{formatDateTime(version.createdAt)}</td>
                <td>{version.lineCount}</td>
                <td>{version.renderCount}</td>
                <td>{version.estimateId ? 'Estimated' : 'Not calculated'}</td>
                <td>
                  {pinned === version.id ? (
                    <Button
                      variant="secondary"
                      disabled={pin.isPending}
                      onClick={() => pin.mutate(null)}
                      aria-label={`Unpin ${version.name}`}
                    >
                      Pinned · Unpin
                    </Button>
                  ) : (
                    <Button
                      variant="ghost"
                      disabled={pin.isPending}
                      onClick={() => pin.mutate(version.id)}
                      aria-label={`Pin ${version.name}`}
                    >
                      Pin
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pin.isError ? (
        <p role="alert" className={styles.error}>
          {errorText(pin.error)}
        </p>
      ) : null}
      <p className={styles.hint}>
        {pinned
          ? 'Customers see the pinned version.'
          : 'No version is pinned: customers see the latest estimated one.'}
      </p>
      <NameDialog
        projectId={project.id}
        action="create"
        initialName=""
        open={creating}
        onOpenChange={setCreating}
        onDone={(version) => void navigate(paths.adminDesignVersion(project.id, version.id))}
      />
    </section>
  );
}

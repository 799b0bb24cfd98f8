import { formatDate, formatDateTime } from '@corner/contracts/display';
import type { AdminProject } from '@corner/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { usePinDesignVersion } from '../api/pin-design-version';
import styles from './admin-projects.module.css';
import { errorText } from '@/components/ui/form/error-text';
import { NameDialog } from './name-dialog';
import { TableScroll } from '@/components/ui/table/table-scroll';

/** What the project's customers see now, in plain words (decision 38). */
export function shownToCustomersText(project: AdminProject): string {
  const shown = project.shownToCustomers;
  if (shown.kind === 'page') {
    return `Customers see the published estimate page “${shown.name}” (/estimate/${shown.slug}).`;
  }
  if (shown.kind === 'nothing') {
    return 'Customers see no price yet: publish an estimate page from a batch, or pin an estimated version here. Calculating alone shows them nothing.';
  }
  const version = project.designVersions.find((each) => each.id === shown.designVersionId);
  const name = version?.name || 'the pinned version';
  const newer = shown.hasNewerEstimate
    ? ' It has been calculated again since: pin it again to show the newer estimate.'
    : '';
  return `Customers see ${name} with estimate ${shown.reference} of ${formatDate(shown.issuedAt)}.${newer}`;
}

/**
 * The project's design versions, newest first: open one to edit it, pin the estimated one
 * customers see while no page is published, or start a new one.
 */
export function VersionList({ project }: { project: AdminProject }) {
  const [creating, setCreating] = useState(false);
  const pin = usePinDesignVersion(project.id);
  const navigate = useNavigate();
  const pinned = project.activeDesignVersionId;
  const hasNewerEstimate =
    project.shownToCustomers.kind === 'pinned' && project.shownToCustomers.hasNewerEstimate;
  return (
    <section className={styles.section} aria-labelledby="project-versions">
      <div className={styles.sectionHead}>
        <h2 id="project-versions">Design versions</h2>
        <Button onClick={() => setCreating(true)}>New design version</Button>
      </div>
      {project.designVersions.length === 0 ? (
        <p>No design versions have been created for this project yet.</p>
      ) : (
        <TableScroll>
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
                      <>
                        <Button
                          variant="secondary"
                          disabled={pin.isPending}
                          onClick={() => pin.mutate(null)}
                        >
                          Pinned · Unpin <span className="visually-hidden">{version.name}</span>
                        </Button>
                        {hasNewerEstimate ? (
                          <Button
                            variant="ghost"
                            disabled={pin.isPending}
                            onClick={() => pin.mutate(version.id)}
                          >
                            Show the newer estimate
                          </Button>
                        ) : null}
                      </>
                    ) : version.estimateId ? (
                      <Button
                        variant="ghost"
                        disabled={pin.isPending}
                        onClick={() => pin.mutate(version.id)}
                      >
                        Pin <span className="visually-hidden">{version.name}</span>
                      </Button>
                    ) : (
                      <span className={styles.hint}>Calculate first</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pin.isError ? (
        <p role="alert" className={styles.error}>
          {errorText(pin.error)}
        </p>
      ) : null}
      <p className={styles.hint}>{shownToCustomersText(project)}</p>
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

import { projectPhaseLabels, type CustomerActivity, type ProjectListItem } from '@corner/contracts';
import { formatDate, formatMoney } from '@corner/contracts/display';
import { Link } from 'react-router';
import { messagesLinkText, useUnreadCounts } from '@/api/get-unread-counts';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Pagination } from '@/components/ui/pagination/pagination';
import { LoadingState } from '@/components/ui/states/loading-state';
import { TimeAgo } from '@/components/view-statistics/view-statistics';
import { paths } from '@/config/paths';
import { ProjectViews } from './project-views';
import { useProjects } from '../api/get-projects';
import styles from './project-list.module.css';

export interface ProjectListProps {
  search: string;
  page: number;
  /** Staff see every project with its customers. */
  staff: boolean;
  /** Staff: newest first, or the last customer activity first. */
  sort?: 'newest' | 'activity';
  hrefFor: (page: number) => string;
}

const activityLabels: Record<CustomerActivity['kind'], string> = {
  opened: 'Opened the estimate',
  'pressed-reserve': 'Pressed RESERVE A SPOT',
  reserved: 'Reserved a spot',
  requote: 'Asked for a new quote',
};

function LastActivity({ activity }: { activity: CustomerActivity | null }) {
  if (!activity) return <>No activity yet</>;
  return (
    <>
      {activityLabels[activity.kind]}, <TimeAgo value={activity.at} />
    </>
  );
}

interface ProjectRowProps {
  project: ProjectListItem;
  staff: boolean;
  /** Messages of its thread the reader has not read (issue 36). */
  unread: number;
}

function ProjectRow({ project, staff, unread }: ProjectRowProps) {
  const estimate = project.activeEstimate;
  const reservation = project.reservation;
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <h2 className={styles.name}>
          <Link to={paths.project(project.id)}>{project.name}</Link>
        </h2>
        <p className={styles.meta}>
          Created {formatDate(project.createdAt)}
          {staff && project.customerEmails.length > 0
            ? ` · ${project.customerEmails.join(', ')}`
            : null}
        </p>
        <p className={styles.meta}>
          <Link className={styles.messages} to={paths.projectMessages(project.id)}>
            {messagesLinkText(unread)}
            <span className="visually-hidden"> of {project.name}</span>
          </Link>
        </p>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Stage</dt>
          <dd>
            {/* Where the project is, as its dashboard says it (decision 53). */}
            <span className={styles.status} data-phase={project.phase}>
              {projectPhaseLabels[project.phase]}
            </span>
            {project.isDemo ? <span className={styles.status}>Demo</span> : null}
          </dd>
        </div>
        <div>
          <dt>Estimate</dt>
          <dd className={styles.estimate}>
            {estimate ? formatMoney(estimate.totalCost, estimate.currency) : 'Not estimated yet'}
            {reservation ? (
              <span className={styles.reserved}>
                Reserved: {reservation.designVersionName} ({reservation.reference})
              </span>
            ) : null}
          </dd>
        </div>
        {staff ? (
          <div>
            <dt>Last customer activity</dt>
            <dd>
              <LastActivity activity={project.lastActivity} />
            </dd>
          </div>
        ) : null}
      </dl>
      {staff ? <ProjectViews projectId={project.id} projectName={project.name} /> : null}
    </li>
  );
}

/**
 * The caller's projects (staff: all, searchable, sortable by the last customer activity),
 * newest first, with the stage it is at and its total; staff also see who opened what (issue 25).
 */
export function ProjectList({ search, page, staff, sort, hrefFor }: ProjectListProps) {
  const projects = useProjects({ search, page, sort: staff ? sort : undefined });
  const unread = useUnreadCounts();
  if (projects.isPending) return <LoadingState label="Loading projects…" />;
  if (projects.isError) {
    return <ErrorPanel error={projects.error} onRetry={() => void projects.refetch()} />;
  }
  const { items, total, pageSize } = projects.data;
  if (items.length === 0) {
    return (
      <p className={styles.empty}>
        {search ? `No projects match “${search}”.` : 'You have no projects yet.'}
      </p>
    );
  }
  return (
    <>
      <p className={styles.count} role="status">
        {total === 1 ? '1 project' : `${total} projects`}
      </p>
      <ul className={styles.list} aria-label="Projects">
        {items.map((project) => (
          <ProjectRow
            key={project.id}
            project={project}
            staff={staff}
            unread={unread.data?.get(project.id) ?? 0}
          />
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total}
        hrefFor={hrefFor}
        label="Project pages"
      />
    </>
  );
}

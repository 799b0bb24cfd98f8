import { projectPhaseLabels, type ProjectListItem } from '@corner/contracts';
import { formatDate, formatMoney } from '@corner/contracts/display';
import { Link } from 'react-router';
import { useUnreadCounts } from '@/api/get-unread-counts';
import { paths } from '@/config/paths';
import styles from './admin-projects.module.css';
import { TableScroll } from '@/components/ui/table/table-scroll';

/**
 * Projects as the back office lists them: name, stage (decision 53), customers, total, the
 * messages staff have not read (issue 36), created.
 */
export function ProjectTable({ projects }: { projects: ProjectListItem[] }) {
  const unread = useUnreadCounts().data;
  if (projects.length === 0) return <p>No projects match.</p>;
  return (
    <TableScroll>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Project</th>
            <th scope="col">Stage</th>
            <th scope="col" data-priority="low">
              Customers
            </th>
            <th scope="col">Active estimate</th>
            <th scope="col">Unread messages</th>
            <th scope="col" data-priority="low">
              Created
            </th>
          </tr>
        </thead>
        <tbody>
          {projects.map((project) => (
            <tr key={project.id}>
              <td>
                <Link to={paths.adminProject(project.id)}>{project.name}</Link>
              </td>
              <td>{project.isDemo ? 'Template' : projectPhaseLabels[project.phase]}</td>
              <td data-priority="low">{project.customerEmails.join(', ') || '—'}</td>
              <td>
                {project.activeEstimate
                  ? formatMoney(project.activeEstimate.totalCost, project.activeEstimate.currency)
                  : '—'}
              </td>
              <td>
                <Link to={paths.projectMessages(project.id)}>
                  {unread?.get(project.id) ?? 0}
                  <span className="visually-hidden"> unread messages of {project.name}</span>
                </Link>
              </td>
              <td data-priority="low">{formatDate(project.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

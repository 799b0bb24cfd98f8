import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './project-links.module.css';

export interface ProjectLinksProps {
  projectId: string;
  /** The page showing them, which they do not link to. */
  on: 'estimate' | 'dashboard';
}

/**
 * The ways around a customer's project (issue 26): its estimate and its timeline link to each
 * other, and both to all the customer's projects. Links in the page, not a back button (the
 * estimate page has none, spec section 2).
 */
export function ProjectLinks({ projectId, on }: ProjectLinksProps) {
  return (
    <nav aria-label="This project" className={styles.links}>
      {on === 'estimate' ? (
        <Link to={paths.projectDashboard(projectId)}>Project timeline</Link>
      ) : (
        <Link to={paths.projectEstimate(projectId)}>Estimate</Link>
      )}
      <Link to={paths.projects}>All projects</Link>
    </nav>
  );
}

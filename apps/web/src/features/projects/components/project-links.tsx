import { Link } from 'react-router';
import { messagesLinkText, useUnreadCount } from '@/api/get-unread-counts';
import { paths } from '@/config/paths';
import styles from './project-links.module.css';

export interface ProjectLinksProps {
  projectId: string;
  /** The page showing them, which they do not link to. */
  on: 'estimate' | 'dashboard' | 'messages';
}

/**
 * The ways around a customer's project (issue 26): its estimate, its timeline and its
 * messages (with the unread count, issue 36) link to each other, and all to the customer's
 * projects. Links in the page, not a back button (the estimate page has none, spec section 2).
 */
export function ProjectLinks({ projectId, on }: ProjectLinksProps) {
  const unread = useUnreadCount(projectId);
  return (
    <nav aria-label="This project" className={styles.links}>
      {on !== 'estimate' ? <Link to={paths.projectEstimate(projectId)}>Estimate</Link> : null}
      {on !== 'dashboard' ? (
        <Link to={paths.projectDashboard(projectId)}>Project timeline</Link>
      ) : null}
      {on !== 'messages' ? (
        <Link to={paths.projectMessages(projectId)}>{messagesLinkText(unread)}</Link>
      ) : null}
      <Link to={paths.projects}>All projects</Link>
    </nav>
  );
}

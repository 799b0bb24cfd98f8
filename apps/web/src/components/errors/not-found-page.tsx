import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './errors.module.css';
import { WaysOn } from './ways-on';

/** For a project the caller cannot open: unknown, or another customer's. */
export const projectNotFoundMessage =
  'We could not find this project among yours: the link may be mistyped, or the project is not shared with you.';

export interface NotFoundPageProps {
  /** The page's heading: 'Page not found', or the heading the spec gives the error state. */
  title?: string;
  message?: string;
}

/** One plain page for what is not there: an unknown address, a page that is not the caller's. */
export function NotFoundPage({
  title = 'Page not found',
  message = 'There is no page at this address: the link may be mistyped, or the page has moved.',
}: NotFoundPageProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.message}>{message}</p>
      <WaysOn />
    </div>
  );
}

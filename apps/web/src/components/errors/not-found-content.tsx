import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './errors.module.css';
import { WaysOn } from './ways-on';
import type { NotFoundPageProps } from './not-found-page';

/** The body of NotFoundPage (./not-found-page.tsx), loaded when a page is not there. */
const sentences = {
  address: 'There is no page at this address: the link may be mistyped, or the page has moved.',
  project:
    'We could not find this project among yours: the link may be mistyped, or the project is not shared with you.',
};

export default function NotFoundContent({
  title = 'Page not found',
  about = 'address',
  message = sentences[about],
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

import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClassName } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './errors.module.css';
import { NotFoundPage } from './not-found-page';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data instanceof Error ? error.data.message : error.data;
    const detail = typeof data === 'string' ? data : undefined;
    return [`${error.status} ${error.statusText}`.trim(), detail].filter(Boolean).join(': ');
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The router's error page: an unknown address is the plain 'Page not found'; a real error
 * (a page that could not load) keeps the spec's title and says what happened.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <UnexpectedError error={error} />;
}

function UnexpectedError({ error }: { error: unknown }) {
  useDocumentTitle('Something went wrong');
  return (
    <div role="alert" className={styles.page}>
      <h1>Unexpected Application Error!</h1>
      <pre>{describe(error)}</pre>
      <Link className={buttonClassName('secondary')} to={paths.kitchens}>
        See our kitchens
      </Link>
    </div>
  );
}

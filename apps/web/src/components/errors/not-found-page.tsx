import { lazy, Suspense } from 'react';

export interface NotFoundPageProps {
  /** The page's heading: 'Page not found', or the heading the spec gives the error state. */
  title?: string;
  /** 'project': the sentence for a project the caller cannot open. */
  about?: 'address' | 'project';
  /** A sentence of the page's own, instead of the one `about` gives. */
  message?: string;
}

// Loaded when first shown: the public pages' up-front JavaScript carries none of it.
const NotFoundContent = lazy(() => import('./not-found-content'));

/** One plain page for what is not there: an unknown address, a page that is not the caller's. */
export function NotFoundPage(props: NotFoundPageProps) {
  return (
    <Suspense fallback={null}>
      <NotFoundContent {...props} />
    </Suspense>
  );
}

import { Button } from '@/components/ui/button/button';
import { errorText } from '@/components/ui/form/error-text';
import styles from './audit.module.css';

/** The part of an infinite query of the trail that 'Show older' needs. */
interface OlderPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Show older' under a list of changes, and why the older ones could not be loaded. */
export function ShowOlder({ pages }: { pages: OlderPages }) {
  if (!pages.hasNextPage) return null;
  return (
    <div className={styles.older}>
      <Button
        variant="secondary"
        onClick={() => void pages.fetchNextPage()}
        disabled={pages.isFetchingNextPage}
      >
        {pages.isFetchingNextPage ? 'Loading older changes…' : 'Show older'}
      </Button>
      {pages.isFetchNextPageError && pages.error ? (
        <p role="alert" className={styles.error}>
          {errorText(pages.error)}
        </p>
      ) : null}
    </div>
  );
}

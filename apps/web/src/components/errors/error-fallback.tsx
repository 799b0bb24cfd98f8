import type { FallbackProps } from 'react-error-boundary';
import { Button } from '@/components/ui/button/button';
import styles from './errors.module.css';

/** What a page shows after a rendering error (spec section 8): the message and a Retry. */
export function ErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  const details = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className={styles.page}>
      <h1>Something went wrong</h1>
      <p className={styles.details}>{details}</p>
      <Button onClick={resetErrorBoundary}>Retry</Button>
    </div>
  );
}

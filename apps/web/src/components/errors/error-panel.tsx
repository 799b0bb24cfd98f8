import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import styles from './errors.module.css';
import { isNotThereError, loadErrorDetails } from './load-error';

export interface ErrorPanelProps {
  title?: string;
  /** The failure: its text becomes the details (a plain sentence when it is not there). */
  error?: unknown;
  /** Details to show instead of the error's own. */
  details?: string | undefined;
  /** Offered unless the failure is one retrying cannot help (not there, not the caller's). */
  onRetry?: (() => void) | undefined;
  /** Ways on, e.g. links to the galleries. */
  children?: ReactNode;
}

/** The generic error panel of a section that failed to load (spec section 8). */
export function ErrorPanel({
  title = 'Error loading data',
  error,
  details = loadErrorDetails(error),
  onRetry,
  children,
}: ErrorPanelProps) {
  const retry = onRetry && !isNotThereError(error) ? onRetry : undefined;
  return (
    <div role="alert" className={styles.panel}>
      <p className={styles.title}>{title}</p>
      {details ? <p className={styles.details}>{details}</p> : null}
      {retry ? (
        <Button variant="secondary" onClick={retry}>
          Retry
        </Button>
      ) : null}
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { ErrorPanel } from './error-panel';
import { loadErrorDetails } from './load-error';
import styles from './errors.module.css';

export interface ErrorOverlayProps {
  error: unknown;
  title?: string;
  /** The sentence for a failure that is not there (404, 403). */
  notThere?: string;
  onRetry?: () => void;
  children?: ReactNode;
}

/**
 * The page-level overlay over a page whose data failed to load: 'Failed to load data' with the
 * error's message as details and a retry. Place it in a positioned container.
 */
export function ErrorOverlay({
  error,
  title = 'Failed to load data',
  notThere,
  onRetry,
  children,
}: ErrorOverlayProps) {
  return (
    <div className={styles.overlay}>
      <ErrorPanel
        title={title}
        error={error}
        details={notThere === undefined ? undefined : loadErrorDetails(error, notThere)}
        onRetry={onRetry}
      >
        {children}
      </ErrorPanel>
    </div>
  );
}

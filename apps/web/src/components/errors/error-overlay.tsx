import { ErrorPanel } from './error-panel';
import styles from './errors.module.css';

export interface ErrorOverlayProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : undefined;
}

/**
 * The page-level overlay over a page whose data failed to load: 'Failed to load data' with the
 * error's message as details and a retry. Place it in a positioned container.
 */
export function ErrorOverlay({ error, title = 'Failed to load data', onRetry }: ErrorOverlayProps) {
  return (
    <div className={styles.overlay}>
      <ErrorPanel title={title} details={messageOf(error)} onRetry={onRetry} />
    </div>
  );
}

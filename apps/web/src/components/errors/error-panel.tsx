import { Button } from '@/components/ui/button/button';
import styles from './errors.module.css';

export interface ErrorPanelProps {
  title?: string;
  details?: string | undefined;
  onRetry?: (() => void) | undefined;
}

/** The generic error panel of a section that failed to load (spec section 8). */
export function ErrorPanel({ title = 'Error loading data', details, onRetry }: ErrorPanelProps) {
  return (
    <div role="alert" className={styles.panel}>
      <p className={styles.title}>{title}</p>
      {details ? <p className={styles.details}>{details}</p> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}

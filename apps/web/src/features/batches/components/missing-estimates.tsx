import { Button } from '@/components/ui/button/button';
import styles from './batches.module.css';

export interface MissingEstimatesProps {
  /** The names (or creation dates) of the versions without an estimate in the batch. */
  names: string[];
  total: number;
  /** Why Calculate cannot run (said next to it), or null. */
  blockedReason: string | null;
  /** The id of the reason's element, for aria-describedby. */
  reasonId: string;
  pending: boolean;
  onCalculate: () => void;
}

/**
 * Issue 25: a batch only partly estimated says which versions have no estimate yet and offers
 * Calculate for those alone (the others keep theirs).
 */
export function MissingEstimates({
  names,
  total,
  blockedReason,
  reasonId,
  pending,
  onCalculate,
}: MissingEstimatesProps) {
  const count = names.length;
  return (
    <div className={styles.missing}>
      <p>
        {count} of {total} design versions {count === 1 ? 'has' : 'have'} no estimate yet:{' '}
        {names.join(', ')}.
      </p>
      <div className={styles.calculateRow}>
        <Button
          variant="secondary"
          onClick={onCalculate}
          disabled={blockedReason !== null || pending}
          aria-busy={pending}
          aria-describedby={blockedReason ? reasonId : undefined}
        >
          {pending ? 'Calculating…' : 'Calculate missing estimates'}
        </Button>
        {blockedReason ? (
          <span id={reasonId} className={styles.muted}>
            {blockedReason}
          </span>
        ) : null}
      </div>
    </div>
  );
}

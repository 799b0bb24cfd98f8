import { Button } from '@/components/ui/button/button';
import styles from './batches.module.css';

export interface MissingEstimatesProps {
  /** The names (or creation dates) of the versions without an estimate in the batch. */
  names: string[];
  total: number;
  canCalculate: boolean;
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
  canCalculate,
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
      <Button
        variant="secondary"
        onClick={onCalculate}
        disabled={!canCalculate || pending}
        aria-busy={pending}
      >
        {pending ? 'Calculating…' : 'Calculate missing estimates'}
      </Button>
    </div>
  );
}

import styles from './price-list.module.css';
import type { RateChange } from '@corner/contracts/display';

/** Each changed rate as 'Assembly rate 0.12 → 0.30' (the confirmation and the versions table). */
export function RateChangeList({ changes, label }: { changes: RateChange[]; label?: string }) {
  return (
    <ul className={styles.changes} aria-label={label}>
      {changes.map((change) => (
        <li key={change.label}>
          <span>{change.label}</span>{' '}
          <span className={styles.change}>
            {change.from} → {change.to}
          </span>
        </li>
      ))}
    </ul>
  );
}

import type { AuditEntityKind } from '@corner/contracts';
import { lastChangedText } from '@corner/contracts/display';
import { useLastChange } from '@/api/get-last-change';
import styles from './last-changed.module.css';

/**
 * 'Last changed by … on …' on a back-office page or dialog (issue 39); nothing while it loads, when the
 * trail holds no change of the thing, or when it cannot be read.
 */
export function LastChanged({ kind, id }: { kind: AuditEntityKind; id: string }) {
  const change = useLastChange(kind, id);
  if (!change.data) return null;
  return <p className={styles.lastChanged}>{lastChangedText(change.data)}</p>;
}

import type { DesignVersion, EstimateStatus } from '@corner/contracts';
import { formatDateTime } from '@corner/contracts/display';
import styles from './design-versions.module.css';

/** Spec section 4: the label of a version's derived estimateStatus. */
export const estimateStatusLabels = {
  completed: 'Estimated',
  not_calculated: 'Not calculated',
} as const satisfies Record<EstimateStatus, string>;

export interface DesignVersionListProps {
  versions: DesignVersion[];
  selectedId: string | undefined;
  onSelect: (versionId: string) => void;
}

/** The left pane: each version's name, creation date and time, and estimate status. */
export function DesignVersionList({ versions, selectedId, onSelect }: DesignVersionListProps) {
  return (
    <nav className={styles.list} aria-label="Design versions">
      <ul>
        {versions.map((version) => (
          <li key={version.id}>
            <button
              type="button"
              className={styles.listItem}
              aria-current={version.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(version.id)}
            >
              <span className={styles.listName}>{version.name}</span>
              <span className={styles.listDate}>
                <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
              </span>
              <span className={styles.status} data-status={version.estimateStatus}>
                {estimateStatusLabels[version.estimateStatus]}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

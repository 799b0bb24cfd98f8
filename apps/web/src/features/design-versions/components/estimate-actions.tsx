import type { DesignVersion } from '@corner/contracts';
import { Button, buttonClassName } from '@/components/ui/button/button';
import { CopyLinkButton } from '@/components/ui/copy-link';
import { paths } from '@/config/paths';
import styles from './design-versions.module.css';

export interface EstimateActionsProps {
  version: DesignVersion;
  calculating: boolean;
  /** The error name of a failed calculation of this version, if it failed. */
  failure: string | undefined;
  onCalculate: () => void;
}

/** The customer's estimate page of the project, on this origin (spec section 2). */
export function customerLink(projectId: string): string {
  return `${window.location.origin}${paths.projectEstimate(projectId)}`;
}

/**
 * 'Get estimate' while the version has none; once it has one, the customer link to open
 * and to copy (spec sections 2 and 6).
 */
export function EstimateActions({
  version,
  calculating,
  failure,
  onCalculate,
}: EstimateActionsProps) {
  if (version.estimate) {
    const link = customerLink(version.projectId);
    return (
      <div className={styles.actions}>
        <a className={buttonClassName('primary')} href={link} target="_blank" rel="noreferrer">
          OPEN CUSTOMER LINK
        </a>
        <CopyLinkButton url={link} />
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <Button onClick={onCalculate} disabled={calculating} aria-busy={calculating}>
        Get estimate
      </Button>
      {calculating ? (
        <p role="status" className={styles.note}>
          Calculating estimate…
        </p>
      ) : null}
      {failure && !calculating ? (
        <p role="alert" className={styles.failure}>
          Failed to calculate estimate: {failure}
        </p>
      ) : null}
    </div>
  );
}

import type { ProjectStages } from '@corner/contracts';
import { formatDate } from '@corner/contracts/display';
import { useId } from 'react';
import styles from './project-timeline.module.css';

/** The reserved spot, the step done before production starts (decision 37.5). */
export function ReservationStep({
  reservation,
}: {
  reservation: NonNullable<ProjectStages['reservation']>;
}) {
  const headingId = useId();
  return (
    <section className={styles.stage} data-status="done" aria-labelledby={headingId}>
      <div className={styles.stageHeader}>
        <h2 id={headingId} className={styles.stageName}>
          Spot reserved
        </h2>
        <span className={styles.status}>Done</span>
      </div>
      <p className={styles.dates}>
        Reserved on {formatDate(reservation.reservedAt)} (estimate {reservation.reference})
      </p>
    </section>
  );
}

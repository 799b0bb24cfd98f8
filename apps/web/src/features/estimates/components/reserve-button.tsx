import type { Estimate } from '@corner/contracts';
import { lazy, Suspense } from 'react';
import type { EstimateSource } from '../estimate-sections';
import styles from './reservation.module.css';

export interface ReserveButtonProps {
  estimate: Pick<Estimate, 'id' | 'reference' | 'validUntil'>;
  /** The design version the reservation is for. */
  versionName: string;
  source: EstimateSource;
}

// Below the price, and waiting for its state anyway: loaded after the estimate, in its own chunk.
const ReservationArea = lazy(() => import('./reservation-area'));

/**
 * 'RESERVE A SPOT' and its replacements (spec section 2, decision 37): see reservation-area.tsx.
 */
export function ReserveButton(props: ReserveButtonProps) {
  return (
    <Suspense fallback={<div className={styles.area} aria-busy="true" />}>
      <ReservationArea {...props} />
    </Suspense>
  );
}

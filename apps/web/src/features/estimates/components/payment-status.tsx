import type { EstimateReservations } from '@corner/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  getEstimateReservationQueryOptions,
  reservationKeys,
} from '../api/get-estimate-reservation';
import type { EstimateSource } from '../estimate-sections';
import styles from './reservation.module.css';

/*
 * Whether the deposit has arrived, over the top of the page (decision 50). The provider's
 * webhook may come a little after the customer: until it does, the page asks again every few
 * seconds, and every version's reserve area follows once it has.
 */

const askEveryMs = 3000;
/** About two minutes of asking; past it the customer is told a mail will follow. */
const maxAsks = 40;

export const paymentReceivedText = 'Payment received: your spot is reserved';
export const paymentNotYetText = 'We have not received your payment yet';

export default function PaymentStatus({
  source,
  estimateId,
}: {
  source: EstimateSource;
  estimateId: string;
}) {
  const queryClient = useQueryClient();
  const options = getEstimateReservationQueryOptions(source, estimateId);
  const { data } = useQuery({
    ...options,
    refetchInterval: ({ state }) =>
      state.data?.reservation || state.dataUpdateCount >= maxAsks ? false : askEveryMs,
  });
  const gaveUp = (queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0) >= maxAsks;
  const reserved = Boolean(data?.reservation);
  useEffect(() => {
    // Every version's area asks on its own: they follow the reservation at once.
    if (!reserved) return;
    void queryClient.invalidateQueries({
      queryKey: reservationKeys.all,
      predicate: (query) => !(query.state.data as EstimateReservations | undefined)?.reservation,
    });
  }, [reserved, queryClient]);
  if (!data) return null;
  return (
    <div className={styles.returned} role="status">
      {reserved ? (
        <p className={`${styles.status} ${styles.reserved}`}>{paymentReceivedText}</p>
      ) : (
        <p className={styles.status}>
          {paymentNotYetText}.{' '}
          {gaveUp
            ? 'If you paid, we will e-mail you as soon as it arrives.'
            : 'This page checks again every few seconds.'}
        </p>
      )}
    </div>
  );
}

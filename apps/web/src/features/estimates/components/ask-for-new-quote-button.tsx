import type { EstimateReservationState } from '@corner/contracts';
import { formatDate } from '@corner/contracts/display';
import { Button } from '@/components/ui/button/button';
import { useAskForNewQuote } from '../api/ask-for-new-quote';
import styles from './reservation.module.css';

/** 'Ask for a new quote' on the customer's expired estimate: one request a day (decision 37.6). */
export default function AskForNewQuote({
  projectId,
  state,
}: {
  projectId: string;
  state: EstimateReservationState;
}) {
  const ask = useAskForNewQuote(projectId, state.estimateId);
  const requestedAt = ask.data?.requestedAt ?? state.requoteRequestedAt;
  if (requestedAt) {
    return (
      <p className={styles.notice} role="status">
        New quote asked for on {formatDate(requestedAt)}. We will e-mail you the new estimate.
      </p>
    );
  }
  return (
    <>
      <Button
        className={styles.action}
        aria-busy={ask.isPending || undefined}
        onClick={() => {
          if (!ask.isPending) ask.mutate();
        }}
      >
        Ask for a new quote
      </Button>
      {ask.isError ? (
        <p className={styles.notice} role="alert">
          Could not ask for a new quote: {ask.error.message}
        </p>
      ) : null}
    </>
  );
}

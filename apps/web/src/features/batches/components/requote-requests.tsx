import { formatDate } from '@corner/contracts/display';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { useRequote, useRequoteRequests } from '../api/requote-requests';
import styles from './batches.module.css';

/**
 * The customers' open requests for a new quote on an expired estimate, each with 'Re-quote'
 * (decision 37.8); nothing when there are none.
 */
export function RequoteRequests({ projectId }: { projectId: string }) {
  const requests = useRequoteRequests(projectId);
  const requote = useRequote(projectId);
  const headingId = useId();
  const done = requote.data;
  if (!requests.data?.length && !done) return null;
  return (
    <section aria-labelledby={headingId} className={styles.empty}>
      <h3 id={headingId}>New quotes asked for</h3>
      {done ? (
        <p role="status">
          Re-quoted in a new batch.{' '}
          {done.slug ? (
            <Link to={paths.estimate(done.slug)}>Open the new estimate page</Link>
          ) : null}
        </p>
      ) : null}
      <ul>
        {requests.data?.map((request) => (
          <li key={request.id}>
            <p>
              {request.requestedBy ?? 'A customer'} asked on {formatDate(request.requestedAt)} for a
              new quote of {request.designVersionName} ({request.reference}, expired).
            </p>
            <Button
              variant="secondary"
              aria-busy={requote.isPending || undefined}
              onClick={() => {
                if (!requote.isPending) requote.mutate(request.id);
              }}
            >
              Re-quote
            </Button>
          </li>
        ))}
      </ul>
      {requote.isError ? <p role="alert">Could not re-quote: {requote.error.message}</p> : null}
    </section>
  );
}

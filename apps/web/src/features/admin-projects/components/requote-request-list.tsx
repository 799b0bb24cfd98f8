import { formatDate } from '@corner/contracts/display';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOpenRequoteRequests } from '../api/get-open-requote-requests';

/**
 * The back office's list of open requests for a new quote, every project's, each leading to
 * the project's batches screen where 'Re-quote' is (decision 37.8); nothing when none is open.
 */
export function RequoteRequestList() {
  const requests = useOpenRequoteRequests();
  const headingId = useId();
  if (!requests.data?.length) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>New quotes asked for</h2>
      <ul>
        {requests.data.map((request) => (
          <li key={request.id}>
            <Link to={paths.projectDesignVersions(request.projectId)}>{request.projectName}</Link>:{' '}
            {request.designVersionName} ({request.reference}), asked by{' '}
            {request.requestedBy ?? 'a customer'} on {formatDate(request.requestedAt)}
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { Enquiry } from '@corner/contracts';
import {
  enquiryKitchenSizeLabels,
  enquiryStatusLabels,
  formatDateTime,
} from '@corner/contracts/display';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { PageHeader } from '@/components/ui/page/page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { NotFoundState } from '@/components/ui/states/not-found-state';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isUnknownResourceError } from '@/lib/api-error';
import { useEnquiry } from '../api/get-enquiry';
import { countryName, enquiriesPath } from './admin-enquiries-page';
import styles from './admin-enquiries.module.css';
import { ConvertEnquiry } from './convert-enquiry-dialog';
import { EnquiryStatusForm } from './enquiry-status-form';

function EnquiryDetails({ enquiry }: { enquiry: Enquiry }) {
  return (
    <dl className={styles.details}>
      <dt>Status</dt>
      <dd>
        <span className={styles.status}>{enquiryStatusLabels[enquiry.status]}</span>
      </dd>
      <dt>E-mail</dt>
      <dd>
        <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
      </dd>
      <dt>Phone</dt>
      <dd>{enquiry.phone ? <a href={`tel:${enquiry.phone}`}>{enquiry.phone}</a> : 'Not given'}</dd>
      <dt>Country and postcode</dt>
      <dd>
        {countryName(enquiry.country)}, {enquiry.postcode}
      </dd>
      <dt>Kitchen size</dt>
      <dd>{enquiryKitchenSizeLabels[enquiry.kitchenSize]}</dd>
      <dt>From the gallery</dt>
      <dd>
        {enquiry.kitchen ? (
          <Link to={paths.kitchen(enquiry.kitchen.slug)}>{enquiry.kitchen.name}</Link>
        ) : (
          'No kitchen in particular'
        )}
      </dd>
      <dt>Message</dt>
      <dd className={styles.message}>{enquiry.message}</dd>
      <dt>Received</dt>
      <dd>{formatDateTime(enquiry.createdAt)}</dd>
      <dt>Agreed to be contacted</dt>
      <dd>{formatDateTime(enquiry.consentedAt)}</dd>
    </dl>
  );
}

/** /admin/enquiries/{id}: one enquiry; its status, and its conversion or its project. */
export function AdminEnquiryPage({ enquiryId }: { enquiryId: string }) {
  const query = useEnquiry(enquiryId);
  useDocumentTitle(query.data ? `${query.data.name} · Enquiries` : 'Enquiry · Back office');
  if (query.isPending) return <LoadingState label="Loading enquiry…" />;
  if (query.isError) {
    if (isUnknownResourceError(query.error)) {
      return (
        <NotFoundState
          title="Enquiry not found"
          message="There is no enquiry at this address."
          linkLabel="See all enquiries"
          linkTo={enquiriesPath}
        />
      );
    }
    return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  }
  const enquiry = query.data;
  const reload = () => void query.refetch();
  return (
    <>
      <PageHeader title={enquiry.name} eyebrow="Enquiry" />
      <EnquiryDetails enquiry={enquiry} />
      {enquiry.project ? (
        <div className={styles.panel}>
          <p>
            Converted into the project{' '}
            <Link to={paths.adminProject(enquiry.project.id)}>{enquiry.project.name}</Link>. Send
            the customer a sign-in link from there.
          </p>
        </div>
      ) : (
        <>
          <EnquiryStatusForm key={enquiry.revision} enquiry={enquiry} onReload={reload} />
          <div className={styles.panel}>
            <ConvertEnquiry enquiry={enquiry} onReload={reload} />
          </div>
        </>
      )}
    </>
  );
}

import {
  enquiryCountryNames,
  enquiryKitchenSizeLabels,
  enquiryStatuses,
  enquiryStatusLabels,
  formatDateTime,
  type EnquiryCountry,
  type EnquiryStatus,
} from '@corner/contracts/display';
import { Link, useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { PageHeader } from '@/components/ui/page/page';
import { Pagination } from '@/components/ui/pagination/pagination';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useEnquiries } from '../api/get-enquiries';
import styles from './admin-enquiries.module.css';

/** This screen's address (not in config/paths: the entry every page loads carries that). */
export const enquiriesPath = '/admin/enquiries';

const isStatus = (value: string | null): value is EnquiryStatus =>
  (enquiryStatuses as readonly (string | null)[]).includes(value);

function listHref(status: EnquiryStatus | undefined, page = 1) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${enquiriesPath}?${search}` : enquiriesPath;
}

export const enquiryPagePath = (id: string) => `${enquiriesPath}/${encodeURIComponent(id)}`;

export const countryName = (code: string) => enquiryCountryNames[code as EnquiryCountry] ?? code;

function StatusFilter({ status }: { status: EnquiryStatus | undefined }) {
  const choices: [EnquiryStatus | undefined, string][] = [
    [undefined, 'All'],
    ...enquiryStatuses.map(
      (value) => [value, enquiryStatusLabels[value]] as [EnquiryStatus, string],
    ),
  ];
  return (
    <nav aria-label="Enquiries by status">
      <ul className={styles.filters}>
        {choices.map(([value, label]) => (
          <li key={label}>
            <Link
              className={styles.filter}
              to={listHref(value)}
              aria-current={value === status ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /admin/enquiries: visitors' enquiries, newest first, by status. */
export function AdminEnquiriesPage() {
  useDocumentTitle('Enquiries · Back office');
  const [searchParams] = useSearchParams();
  const given = searchParams.get('status');
  const status = isStatus(given) ? given : undefined;
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const enquiries = useEnquiries({ status, page });
  return (
    <>
      <PageHeader
        title="Enquiries"
        intro="Requests for an estimate from visitors without an account, newest first."
      />
      <StatusFilter status={status} />
      {enquiries.isPending ? <LoadingState label="Loading enquiries…" /> : null}
      {enquiries.isError ? (
        <ErrorPanel error={enquiries.error} onRetry={() => void enquiries.refetch()} />
      ) : null}
      {enquiries.data ? (
        enquiries.data.items.length === 0 ? (
          <p>No enquiries {status ? `are ${enquiryStatusLabels[status].toLowerCase()}` : 'yet'}.</p>
        ) : (
          <>
            <ul className={styles.list}>
              {enquiries.data.items.map((enquiry) => (
                <li key={enquiry.id} className={styles.item}>
                  <div>
                    <Link to={enquiryPagePath(enquiry.id)}>{enquiry.name}</Link>
                    <p className={styles.meta}>
                      {enquiry.email} · {countryName(enquiry.country)} ·{' '}
                      {enquiryKitchenSizeLabels[enquiry.kitchenSize]} kitchen
                    </p>
                  </div>
                  <div>
                    <span className={styles.status}>{enquiryStatusLabels[enquiry.status]}</span>
                    <p className={styles.meta}>{formatDateTime(enquiry.createdAt)}</p>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination
              page={enquiries.data.page}
              pageSize={enquiries.data.pageSize}
              total={enquiries.data.total}
              hrefFor={(number) => listHref(status, number)}
              label="Enquiry pages"
            />
          </>
        )
      ) : null}
    </>
  );
}

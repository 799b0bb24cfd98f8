import { auditTexts } from '@corner/contracts/display';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { buttonClassName } from '@/components/ui/button/button';
import { PageHeader } from '@/components/ui/page/page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { auditExportHref, auditSearch, useAuditTrail } from '../api/get-audit-trail';
import { AuditEventList } from './audit-event-list';
import { AuditFilterForm } from './audit-filter-form';
import { auditFiltersFrom } from './audit-filters';
import { ShowOlder } from './show-older';

/**
 * /admin/audit (admins, issue 39): the changes staff made, newest first, narrowed by who, what
 * and when. The filters live in the address, so a filtered view is a link; 'Show older' adds
 * the next page below, and the CSV export takes the same filters over any range.
 */
export function AuditTrailPage() {
  useDocumentTitle('Audit trail · Back office');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = auditFiltersFrom(searchParams);
  const trail = useAuditTrail(filters);
  const events = trail.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <>
      <PageHeader
        title="Audit trail"
        intro="Who changed what in the back office, and when: newest first."
      >
        <div>
          <a href={auditExportHref(filters)} download className={buttonClassName('secondary')}>
            Export CSV
          </a>
        </div>
      </PageHeader>
      <AuditFilterForm
        key={auditSearch(filters).toString()}
        value={filters}
        onApply={(next) => setSearchParams(auditSearch(next))}
      />
      {trail.isPending ? <LoadingState label="Loading the audit trail…" /> : null}
      {/* Loading an older page may fail with the newer ones still there: that shows below them. */}
      {trail.isError && !trail.data ? (
        <ErrorPanel error={trail.error} onRetry={() => void trail.refetch()} />
      ) : null}
      {trail.data && events.length === 0 ? <p>{auditTexts.empty}</p> : null}
      {events.length > 0 ? <AuditEventList events={events} /> : null}
      <ShowOlder pages={trail} />
    </>
  );
}

import type { AcceptanceCheck } from '@corner/contracts';
import { formatDate } from '@corner/contracts/display';
import { ErrorPanel } from '@/components/errors/error-panel';
import { isNotThereError } from '@/components/errors/load-error';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAcceptanceCheck } from '../api/get-acceptance-check';
import styles from './acceptance-record.module.css';

export const recordCheckTexts = {
  estimate: {
    matches: 'The estimate matches the record',
    'does-not-match': 'The estimate does not match the record',
  },
  terms: {
    matches: 'The terms match the record',
    'does-not-match': 'The terms do not match the record',
  },
  changedCopy: 'A copy of the PDF whose SHA-256 differs from this one has been changed.',
} as const;

function Check({ what, check }: { what: 'estimate' | 'terms'; check: AcceptanceCheck }) {
  const matches = check[what] === 'matches';
  return (
    <li className={matches ? styles.matches : styles.differs}>
      <span className={styles.mark} aria-hidden="true">
        {matches ? '✓' : '✗'}
      </span>
      {recordCheckTexts[what][check[what]]}
    </li>
  );
}

function RecordCheck({ check }: { check: AcceptanceCheck }) {
  useDocumentTitle('Acceptance record');
  return (
    <article className={styles.record}>
      <h1>Acceptance record</h1>
      <p>
        Estimate {check.reference}, accepted on {formatDate(check.acceptedAt)}
      </p>
      <ul className={styles.checks}>
        <Check what="estimate" check={check} />
        <Check what="terms" check={check} />
      </ul>
      {check.withdrawnAt ? (
        <p className={styles.withdrawn}>
          This acceptance was withdrawn on {formatDate(check.withdrawnAt)}.
        </p>
      ) : null}
      <dl className={styles.hashes}>
        <dt>Estimate SHA-256</dt>
        <dd>
          <code>{check.estimateHash}</code>
        </dd>
        <dt>Terms SHA-256</dt>
        <dd>
          <code>{check.termsHash}</code>
        </dd>
        <dt>Record PDF SHA-256</dt>
        <dd>
          <code>{check.recordHash}</code>
        </dd>
      </dl>
      <p>{recordCheckTexts.changedCopy}</p>
    </article>
  );
}

/**
 * `/acceptance-records/{id}`: anyone with the address checks an acceptance record (issue 38):
 * whether the estimate's frozen snapshot and the terms still hash as the record says, and the
 * record PDF's own hash.
 */
export function AcceptanceRecord({ acceptanceId }: { acceptanceId: string }) {
  const query = useAcceptanceCheck(acceptanceId);
  if (query.isPending) return <LoadingState label="Loading the record…" />;
  if (isNotThereError(query.error)) {
    return (
      <NotFoundPage
        title="Record not found"
        message="There is no acceptance record at this address: the link may be mistyped."
      />
    );
  }
  if (query.isError) {
    return (
      <>
        <h1 className="visually-hidden">Acceptance record</h1>
        <ErrorPanel
          title="Failed to load the record"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  return <RecordCheck check={query.data} />;
}

import type { RecordMatch } from '@corner/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { isNotThereError } from '@/components/errors/load-error';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './acceptance-record.module.css';

/*
 * The public checking page of a signed record (issue 38): an accepted estimate's, a signed-off
 * design's. What was signed, whether each part still hashes as the record says, when it was
 * withdrawn, and the hashes. Nothing about who signed.
 */

export const recordCheckTexts = {
  estimate: {
    matches: 'The estimate matches the record',
    'does-not-match': 'The estimate does not match the record',
  },
  design: {
    matches: 'The design matches the record',
    'does-not-match': 'The design does not match the record',
  },
  terms: {
    matches: 'The terms match the record',
    'does-not-match': 'The terms do not match the record',
  },
  changedCopy: 'A copy of the PDF whose SHA-256 differs from this one has been changed.',
} as const;

/** What one checking page says, in words. */
export interface RecordCheckView {
  /** The page's heading and title, e.g. 'Acceptance record'. */
  title: string;
  /** What was signed and when. */
  summary: string;
  /** Each part checked, as recordCheckTexts words it. */
  checks: { part: 'estimate' | 'design' | 'terms'; match: RecordMatch }[];
  /** When it was withdrawn, in a sentence; null if it stands. */
  withdrawn: string | null;
  hashes: { label: string; value: string }[];
}

function Check({ part, match }: RecordCheckView['checks'][number]) {
  const matches = match === 'matches';
  return (
    <li className={matches ? styles.matches : styles.differs}>
      <span className={styles.mark} aria-hidden="true">
        {matches ? '✓' : '✗'}
      </span>
      {recordCheckTexts[part][match]}
    </li>
  );
}

function RecordCheck({ view }: { view: RecordCheckView }) {
  useDocumentTitle(view.title);
  return (
    <article className={styles.record}>
      <h1>{view.title}</h1>
      <p>{view.summary}</p>
      <ul className={styles.checks}>
        {view.checks.map((check) => (
          <Check key={check.part} {...check} />
        ))}
      </ul>
      {view.withdrawn ? <p className={styles.withdrawn}>{view.withdrawn}</p> : null}
      <dl className={styles.hashes}>
        {view.hashes.map((hash) => (
          <Fragment key={hash.label}>
            <dt>{hash.label}</dt>
            <dd>
              <code>{hash.value}</code>
            </dd>
          </Fragment>
        ))}
      </dl>
      <p>{recordCheckTexts.changedCopy}</p>
    </article>
  );
}

export interface RecordCheckPageProps<T> {
  query: UseQueryResult<T>;
  /** The heading while it fails to load, e.g. 'Acceptance record'. */
  title: string;
  /** Said when the address names no record. */
  notFound: string;
  view: (data: T) => RecordCheckView;
}

/** A checking page in each of its states: loading, no such record, failed, the check. */
export function RecordCheckPage<T>({ query, title, notFound, view }: RecordCheckPageProps<T>) {
  if (query.isPending) return <LoadingState label="Loading the record…" />;
  if (isNotThereError(query.error)) {
    return <NotFoundPage title="Record not found" message={notFound} />;
  }
  if (query.isError) {
    return (
      <>
        <h1 className="visually-hidden">{title}</h1>
        <ErrorPanel
          title="Failed to load the record"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  return <RecordCheck view={view(query.data)} />;
}

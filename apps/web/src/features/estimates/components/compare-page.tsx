import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { isNotThereError } from '@/components/errors/load-error';
import { PageHeader } from '@/components/ui/page/page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useEstimateBreakdown } from '../api/get-estimate-breakdown';
import type { CompareData } from '../compare-data';
import type { EstimateSource } from '../estimate-sections';
import { CompareView } from './compare-view';
import styles from './compare.module.css';

export interface ComparePageProps<T> {
  source: EstimateSource;
  /** The estimate page's own query: renders and prices. */
  page: UseQueryResult<T>;
  toData: (data: T) => CompareData;
  /** The estimate page this Compare view belongs to. */
  back: string;
  /** Shown when the address names nothing the caller can see (decision 39): the page's own. */
  notThere: ReactNode;
}

function BackLink({ to }: { to: string }) {
  return (
    <Link to={to}>
      <span aria-hidden="true">← </span>Back to the estimate
    </Link>
  );
}

/** The Compare view's states (spec section 8's texts), then the view itself. */
export function ComparePage<T>({ source, page, toData, back, notThere }: ComparePageProps<T>) {
  const breakdown = useEstimateBreakdown(source);
  const data = page.data === undefined ? undefined : toData(page.data);
  useDocumentTitle(data?.title ? `Compare versions: ${data.title}` : 'Compare versions');

  if (page.isPending || breakdown.isPending) return <LoadingState label="Loading estimate…" />;
  const error = page.error ?? breakdown.error;
  if (error) {
    if (isNotThereError(error)) return notThere;
    return (
      <>
        <h1 className="visually-hidden">Compare versions</h1>
        <ErrorPanel
          title="Failed to load estimate"
          error={error}
          onRetry={() => {
            if (page.isError) void page.refetch();
            if (breakdown.isError) void breakdown.refetch();
          }}
        />
      </>
    );
  }
  if (!data || data.versions.length === 0) {
    return (
      <div className={styles.empty}>
        <h1>No Estimate found</h1>
        <p>No estimate have been calculated for this project yet.</p>
      </div>
    );
  }
  return (
    <article className={styles.page}>
      <PageHeader title="Compare versions" eyebrow={data.title}>
        <BackLink to={back} />
      </PageHeader>
      {data.versions.length < 2 ? (
        <p className={styles.empty}>
          This estimate has one design version: there is nothing to compare it with.
        </p>
      ) : (
        <CompareView source={source} versions={data.versions} breakdowns={breakdown.data ?? []} />
      )}
    </article>
  );
}

import type { PaymentIssue } from '@corner/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { PageHeader } from '@/components/ui/page/page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePaymentIssues } from '../api/get-payment-issues';
import { usePaymentsDue } from '../api/get-payments-due';
import type { PaymentIssuesState } from '../api/keys';
import type { PaymentIssueAction } from '../api/resolve-payment-issue';
import styles from './admin-payments.module.css';
import { PaymentIssueTable } from './payment-issue-table';
import { PaymentsDue } from './payments-due';
import { ResolvePaymentDialog, type PaymentResolution } from './resolve-payment-dialog';

/** This screen's address (not in config/paths: the entry every page loads carries that). */
export const paymentsPath = '/admin/payments';

const listHref = (state: PaymentIssuesState) =>
  state === 'all' ? `${paymentsPath}?state=all` : paymentsPath;

function StateFilter({ state }: { state: PaymentIssuesState }) {
  const choices: [PaymentIssuesState, string][] = [
    ['open', 'Needing attention'],
    ['all', 'All, with the resolved'],
  ];
  return (
    <nav aria-label="Payments by state">
      <ul className={styles.filters}>
        {choices.map(([value, label]) => (
          <li key={value}>
            <Link
              className={styles.filter}
              to={listHref(value)}
              aria-current={value === state ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /admin/payments (staff): the payments the portal would not turn into a reservation by
 * itself (decision 48), newest first; staff apply one by hand or mark it refunded. Both lists
 * show together, under one loading line while either loads: a loading line of the first,
 * taller than its answer, pushed the payments due up when it went (a layout shift, issue 40).
 */
export function AdminPaymentsPage() {
  useDocumentTitle('Payments · Back office');
  const [searchParams] = useSearchParams();
  const state: PaymentIssuesState = searchParams.get('state') === 'all' ? 'all' : 'open';
  const issues = usePaymentIssues(state);
  // The same query as PaymentsDue's: asked once, waited for here.
  const due = usePaymentsDue();
  const waiting = issues.isPending || due.isPending;
  const [resolution, setResolution] = useState<PaymentResolution | null>(null);
  const resolve = (issue: PaymentIssue, action: PaymentIssueAction) =>
    setResolution({ issue, action });
  return (
    <>
      <PageHeader
        title="Payments"
        intro="Payments the provider reported that did not count by themselves, newest first: apply one by hand, or refund it at the payment provider and mark it refunded. Below, the payments of the projects' schedules that are due or overdue."
      />
      <StateFilter state={state} />
      {waiting ? (
        <LoadingState label="Loading payments…" />
      ) : (
        <>
          {issues.isError ? (
            <ErrorPanel error={issues.error} onRetry={() => void issues.refetch()} />
          ) : null}
          {issues.data ? (
            issues.data.length === 0 ? (
              <p>
                {state === 'open'
                  ? 'No payments need your attention.'
                  : 'No payments have needed attention yet.'}
              </p>
            ) : (
              <PaymentIssueTable issues={issues.data} onResolve={resolve} />
            )
          ) : null}
          <PaymentsDue />
        </>
      )}
      <ResolvePaymentDialog resolution={resolution} onClose={() => setResolution(null)} />
    </>
  );
}

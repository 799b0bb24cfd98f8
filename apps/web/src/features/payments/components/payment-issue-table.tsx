import type { PaymentIssue } from '@corner/contracts';
import { formatDateTime } from '@corner/contracts/display';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { TableScroll } from '@/components/ui/table/table-scroll';
import { paths } from '@/config/paths';
import type { PaymentIssueAction } from '../api/resolve-payment-issue';
import styles from './admin-payments.module.css';
import { paidAmount, paymentName, resolutionText } from './payment-issue-text';

export interface PaymentIssueTableProps {
  issues: PaymentIssue[];
  onResolve: (issue: PaymentIssue, action: PaymentIssueAction) => void;
}

const unknown = '—';

/**
 * The payments kept for staff, newest first: what the provider reported, why it waits, and
 * 'Apply by hand' and 'Mark refunded' while it is open, or what was done with it.
 */
export function PaymentIssueTable({ issues, onResolve }: PaymentIssueTableProps) {
  return (
    <TableScroll>
      <table className={styles.table}>
        <caption className="visually-hidden">Payments needing attention</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Project</th>
            <th scope="col">Reference</th>
            <th scope="col">Design version</th>
            <th scope="col">Paid by</th>
            <th scope="col">Amount</th>
            <th scope="col">Why it waits</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue) => {
            const resolved = resolutionText(issue);
            return (
              <tr key={issue.id}>
                <th scope="row" className={styles.received}>
                  {formatDateTime(issue.receivedAt)}
                </th>
                <td>
                  {issue.projectId ? (
                    <Link to={paths.adminProject(issue.projectId)}>
                      {issue.projectName ?? 'Project'}
                    </Link>
                  ) : (
                    unknown
                  )}
                </td>
                <td className={styles.nowrap}>{issue.reference ?? unknown}</td>
                <td>{issue.designVersionName ?? unknown}</td>
                <td className={styles.payer}>{issue.payerEmail ?? unknown}</td>
                <td className={styles.nowrap}>{paidAmount(issue)}</td>
                <td className={styles.explanation}>{issue.explanation}</td>
                <td>
                  {resolved ? (
                    <span className={styles.resolution}>{resolved}</span>
                  ) : (
                    <div className={styles.actions}>
                      <Button
                        variant="secondary"
                        aria-label={`Apply by hand: ${paymentName(issue)}`}
                        onClick={() => onResolve(issue, 'apply')}
                      >
                        Apply by hand
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={`Mark refunded: ${paymentName(issue)}`}
                        onClick={() => onResolve(issue, 'refunded')}
                      >
                        Mark refunded
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

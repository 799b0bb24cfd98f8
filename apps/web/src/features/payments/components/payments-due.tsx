import { formatDate, formatMoney, scheduledPaymentStateLabels } from '@corner/contracts/display';
import { useId } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { LoadingState } from '@/components/ui/states/loading-state';
import { TableScroll } from '@/components/ui/table/table-scroll';
import { paths } from '@/config/paths';
import { usePaymentsDue } from '../api/get-payments-due';
import styles from './admin-payments.module.css';

/** 'Payments due and overdue' (issue 38): each project's payments to come in, soonest first. */
export function PaymentsDue() {
  const due = usePaymentsDue();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.due}>
      <h2 id={headingId}>Payments due and overdue</h2>
      {due.isPending ? <LoadingState label="Loading payments due…" /> : null}
      {due.isError ? <ErrorPanel error={due.error} onRetry={() => void due.refetch()} /> : null}
      {due.data?.length === 0 ? <p>No payments are due.</p> : null}
      {due.data && due.data.length > 0 ? (
        <TableScroll>
          <table className={styles.table}>
            <caption className="visually-hidden">Payments due and overdue</caption>
            <thead>
              <tr>
                <th scope="col">Pay by</th>
                <th scope="col">Project</th>
                <th scope="col">Payment</th>
                <th scope="col">Amount</th>
                <th scope="col">State</th>
                <th scope="col">Reference</th>
              </tr>
            </thead>
            <tbody>
              {due.data.map((payment) => (
                <tr key={payment.paymentId} data-state={payment.state}>
                  <th scope="row" className={styles.nowrap}>
                    {formatDate(payment.payBy)}
                  </th>
                  <td>
                    <Link to={paths.adminProject(payment.projectId)}>{payment.projectName}</Link>
                  </td>
                  <td>{payment.label}</td>
                  <td className={styles.nowrap}>{formatMoney(payment.amount, payment.currency)}</td>
                  <td className={styles.dueState}>{scheduledPaymentStateLabels[payment.state]}</td>
                  <td className={styles.nowrap}>{payment.reference}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </section>
  );
}

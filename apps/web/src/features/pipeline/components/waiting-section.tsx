import type { PaymentDue, PipelineWaiting } from '@corner/contracts';
import { formatDate, formatMoney, pipelineTexts } from '@corner/contracts/display';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { LoadingState } from '@/components/ui/states/loading-state';
import { TableScroll } from '@/components/ui/table/table-scroll';
import { paths } from '@/config/paths';
import { useOverduePayments } from '../api/get-pipeline';
import styles from './pipeline.module.css';

interface WaitingTableProps {
  title: string;
  empty: string;
  shown: number;
  total: number;
  columns: string[];
  children: ReactNode;
}

/** One waiting list: its heading, its rows oldest first, or the sentence that nothing waits. */
function WaitingTable({ title, empty, shown, total, columns, children }: WaitingTableProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.waiting}>
      <h3 id={headingId}>{title}</h3>
      {total === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          <TableScroll>
            <table className={styles.table}>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{children}</tbody>
            </table>
          </TableScroll>
          {total > shown ? <p className={styles.hint}>{pipelineTexts.more(shown, total)}</p> : null}
        </>
      )}
    </section>
  );
}

/** The overdue payments of the pipeline's projects: every project's, or the designer's own. */
function OverduePayments({ projectIds }: { projectIds: string[] | null }) {
  const overdue = useOverduePayments();
  if (overdue.isPending) return <LoadingState label="Loading payments overdue…" />;
  if (overdue.isError)
    return <ErrorPanel error={overdue.error} onRetry={() => void overdue.refetch()} />;
  const payments: PaymentDue[] = projectIds
    ? overdue.data.filter((payment) => projectIds.includes(payment.projectId))
    : overdue.data;
  return (
    <WaitingTable
      title={pipelineTexts.overdue}
      empty={pipelineTexts.overdueEmpty}
      shown={payments.length}
      total={payments.length}
      columns={['Pay by', 'Project', 'Payment', 'Amount']}
    >
      {payments.map((payment) => (
        <tr key={payment.paymentId}>
          <td className={styles.nowrap}>{formatDate(payment.payBy)}</td>
          <td>
            <Link to={paths.adminProject(payment.projectId)}>{payment.projectName}</Link>
          </td>
          <td>{payment.label}</td>
          <td className={styles.number}>{formatMoney(payment.amount, payment.currency)}</td>
        </tr>
      ))}
    </WaitingTable>
  );
}

/** 'Waiting now': whatever the period, what needs someone today. */
export function WaitingSection({ waiting, own }: { waiting: PipelineWaiting; own: boolean }) {
  const headingId = useId();
  const { notContacted, openedNotReserved, requotes } = waiting;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{pipelineTexts.waitingHeading}</h2>
      <p className={styles.hint}>{pipelineTexts.waitingIntro}</p>
      <div className={styles.waitingLists}>
        {own ? null : (
          <WaitingTable
            title={pipelineTexts.notContacted}
            empty={pipelineTexts.notContactedEmpty}
            shown={notContacted.items.length}
            total={notContacted.total}
            columns={['Received', 'Enquiry from']}
          >
            {notContacted.items.map((enquiry) => (
              <tr key={enquiry.id}>
                <td className={styles.nowrap}>{formatDate(enquiry.receivedAt)}</td>
                <td>
                  <Link to={paths.adminEnquiry(enquiry.id)}>{enquiry.name}</Link>
                </td>
              </tr>
            ))}
          </WaitingTable>
        )}
        <WaitingTable
          title={pipelineTexts.openedNotReserved}
          empty={pipelineTexts.openedNotReservedEmpty}
          shown={openedNotReserved.items.length}
          total={openedNotReserved.total}
          columns={['First opened', 'Project', 'Estimate page']}
        >
          {openedNotReserved.items.map((item) => (
            <tr key={item.projectId}>
              <td className={styles.nowrap}>{formatDate(item.openedAt)}</td>
              <td>
                <Link to={paths.adminProject(item.projectId)}>{item.projectName}</Link>
              </td>
              <td>{item.pageName}</td>
            </tr>
          ))}
        </WaitingTable>
        <WaitingTable
          title={pipelineTexts.requotes}
          empty={pipelineTexts.requotesEmpty}
          shown={requotes.items.length}
          total={requotes.total}
          columns={['Asked on', 'Project', 'Estimate']}
        >
          {requotes.items.map((item) => (
            <tr key={item.id}>
              <td className={styles.nowrap}>{formatDate(item.requestedAt)}</td>
              <td>
                <Link to={paths.adminProject(item.projectId)}>{item.projectName}</Link>
              </td>
              <td className={styles.nowrap}>{item.estimateReference}</td>
            </tr>
          ))}
        </WaitingTable>
        <OverduePayments projectIds={waiting.paymentProjectIds} />
      </div>
    </section>
  );
}

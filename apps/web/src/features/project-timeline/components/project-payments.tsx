import { formatMoney, scheduleTexts } from '@corner/contracts/display';
import type { PaymentSchedule } from '@corner/contracts';
import { useId } from 'react';
import { usePaymentSchedule } from '@/api/get-payment-schedule';
import { ErrorPanel } from '@/components/errors/error-panel';
import { dueText, PaymentList, ScheduleTotals } from '@/components/payment-schedule/payment-list';
import styles from './project-payments.module.css';

/** The next step in one sentence: the next payment, or that everything is paid. */
function nextStep(schedule: PaymentSchedule): string | null {
  if (!schedule.accepted || !schedule.currency) return scheduleTexts.empty;
  if (schedule.next === null) return scheduleTexts.allPaid;
  const next = schedule.payments[schedule.next]!;
  if (next.amount === null) return null;
  return `${scheduleTexts.next}: ${next.label}, ${formatMoney(next.amount, schedule.currency)} (${dueText(next)})`;
}

/**
 * 'Payments' on the project's dashboard (issue 38): the schedule with what is paid and what is
 * due, and the next step. A reserved height while it loads, so nothing below it moves.
 */
export function ProjectPayments({ projectId }: { projectId: string }) {
  const query = usePaymentSchedule(projectId);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={query.isPending}>
      <h2 id={headingId}>{scheduleTexts.heading}</h2>
      {query.isPending ? (
        <p className={styles.placeholder}>Loading the payments…</p>
      ) : query.isError ? (
        <ErrorPanel
          title="Failed to load the payments"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <p className={styles.next}>{nextStep(query.data)}</p>
          <ScheduleTotals schedule={query.data} />
          <PaymentList schedule={query.data} />
        </>
      )}
    </section>
  );
}

import { formatMoney, scheduleTexts } from '@corner/contracts/display';
import type { EstimateCurrency, PaymentSchedule, ScheduledPayment } from '@corner/contracts';
import { useId } from 'react';
import { usePaymentSchedule } from '@/api/get-payment-schedule';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button } from '@/components/ui/button/button';
import { errorText } from '@/components/ui/form/error-text';
import { dueText, PaymentList, ScheduleTotals } from '@/components/payment-schedule/payment-list';
import { usePayScheduledPayment } from '../api/pay-scheduled-payment';
import styles from './project-payments.module.css';

/** The next step in one sentence: the next payment, or that everything is paid. */
function nextStep(schedule: PaymentSchedule): string | null {
  if (!schedule.accepted || !schedule.currency) return scheduleTexts.empty;
  if (schedule.next === null) return scheduleTexts.allPaid;
  const next = schedule.payments[schedule.next]!;
  if (next.amount === null) return null;
  return `${scheduleTexts.next}: ${next.label}, ${formatMoney(next.amount, schedule.currency)} (${dueText(next)})`;
}

/** 'Pay $7,407.36' on the next payment, once its amount is known; staff see no button. */
function PayButton({
  projectId,
  payment,
  currency,
}: {
  projectId: string;
  payment: ScheduledPayment;
  currency: EstimateCurrency;
}) {
  const pay = usePayScheduledPayment(projectId);
  if (payment.amount === null || !payment.id) return null;
  const amount = formatMoney(payment.amount, currency);
  return (
    <>
      <Button
        onClick={() => pay.mutate(payment.id!)}
        disabled={pay.isPending || pay.isSuccess}
        aria-label={`Pay ${amount}: ${payment.label}`}
      >
        {pay.isPending || pay.isSuccess ? 'Opening the payment…' : `Pay ${amount}`}
      </Button>
      <div role="alert">
        {pay.isError ? <p className={styles.error}>{errorText(pay.error)}</p> : null}
      </div>
    </>
  );
}

/**
 * 'Payments' on the project's dashboard (issue 38): the schedule with what is paid and what is
 * due, the next step and, for the project's customers, 'Pay' on the next payment. A reserved
 * height while it loads, so nothing below it moves.
 */
export function ProjectPayments({ projectId, canPay }: { projectId: string; canPay: boolean }) {
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
          <PaymentList
            schedule={query.data}
            action={(payment, index) =>
              canPay && index === query.data.next && query.data.currency ? (
                <PayButton projectId={projectId} payment={payment} currency={query.data.currency} />
              ) : null
            }
          />
        </>
      )}
    </section>
  );
}

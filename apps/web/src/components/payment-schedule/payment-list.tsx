import type { EstimateCurrency, PaymentSchedule, ScheduledPayment } from '@corner/contracts';
import {
  formatDate,
  formatMoney,
  scheduleDueKindLabels,
  scheduledPaymentStateLabels,
  scheduleTexts,
} from '@corner/contracts/display';
import type { ReactNode } from 'react';
import styles from './payment-list.module.css';

/*
 * A project's payments as the customer's dashboard and the back office both say them (issue
 * 38): what each is, when it is due, how much, and where it stands.
 */

export function shareText(share: ScheduledPayment['share']): string {
  switch (share.kind) {
    case 'deposit':
      return 'The deposit';
    case 'percent':
      return `${share.value} % of the total`;
    case 'amount':
      return 'A fixed amount';
    case 'rest':
      return 'The rest of the total';
  }
}

export function dueText(payment: Pick<ScheduledPayment, 'due' | 'payBy'>): string {
  const when =
    payment.due.kind === 'date'
      ? `On ${formatDate(payment.due.date)}`
      : scheduleDueKindLabels[payment.due.kind];
  if (payment.payBy) return `${when} · pay by ${formatDate(payment.payBy)}`;
  return payment.due.kind === 'acceptance' ? when : `${when} · ${scheduleTexts.dateLater}`;
}

export function amountText(amount: number | null, currency: EstimateCurrency | null) {
  return amount === null || currency === null
    ? scheduleTexts.amountLater
    : formatMoney(amount, currency);
}

export function stateText(payment: Pick<ScheduledPayment, 'state' | 'paid'>): string {
  if (payment.state === 'paid' && payment.paid) return `Paid on ${formatDate(payment.paid.at)}`;
  return scheduledPaymentStateLabels[payment.state];
}

/** Paid so far and what is left, once an estimate is accepted. */
export function ScheduleTotals({ schedule }: { schedule: PaymentSchedule }) {
  const { currency, accepted } = schedule;
  if (!accepted || !currency) return null;
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Total</dt>
        <dd>{formatMoney(accepted.total, currency)}</dd>
      </div>
      <div>
        <dt>{scheduleTexts.paid}</dt>
        <dd>{formatMoney(schedule.paidTotal, currency)}</dd>
      </div>
      <div>
        <dt>Left to pay</dt>
        <dd>{formatMoney(schedule.outstanding ?? 0, currency)}</dd>
      </div>
    </dl>
  );
}

/** Each payment in order; `action` adds a control to a payment (paying, for the customer). */
export function PaymentList({
  schedule,
  action,
}: {
  schedule: PaymentSchedule;
  action?: (payment: ScheduledPayment, index: number) => ReactNode;
}) {
  return (
    <ol className={styles.list}>
      {schedule.payments.map((payment, index) => (
        <li key={payment.id ?? index} className={styles.payment} data-state={payment.state}>
          <div className={styles.what}>
            <strong>{payment.label}</strong>
            <span className={styles.detail}>{shareText(payment.share)}</span>
            <span className={styles.detail}>{dueText(payment)}</span>
          </div>
          <div className={styles.amount}>
            <span>{amountText(payment.amount, schedule.currency)}</span>
            <span className={styles.state}>{stateText(payment)}</span>
            {action?.(payment, index)}
          </div>
        </li>
      ))}
    </ol>
  );
}

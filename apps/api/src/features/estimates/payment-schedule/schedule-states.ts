import {
  addDays,
  moneyDifference,
  sumMoney,
  paymentTermDays,
  scheduleAmounts,
  type EstimateCurrency,
  type PaymentSchedule,
  type ScheduledPayment,
  type ScheduledPaymentPlan,
  type ScheduleShare,
} from '@corner/contracts';

/*
 * Where each payment of a schedule stands on a given day (decision 63): its amount for the
 * accepted total, its dates and its state. Pure: the repository gathers the facts.
 */

/** One payment as stored (or the company's, not stored: no id, reference or payment). */
export interface PlannedPayment extends ScheduledPaymentPlan {
  id: string | null;
  reference: string | null;
  paid: { at: Date; amount: number } | null;
  refundedAt: Date | null;
}

export interface ScheduleFacts {
  stored: boolean;
  payments: PlannedPayment[];
  accepted: {
    reference: string;
    total: number;
    currency: EstimateCurrency;
    /** The calendar day of the acceptance, in the company's zone. */
    acceptedOn: string;
  } | null;
  /** The project's reservation: the deposit's payment (decision 50). */
  reservation: {
    at: Date;
    amount: number | null;
    currency: EstimateCurrency;
    refunded: boolean;
  } | null;
  /** The price list's deposit in a currency. */
  depositIn: (currency: EstimateCurrency) => number;
  /** The calendar day the design was signed off, in the company's zone; null until then. */
  signedOffOn: string | null;
  /** First day of production; last day of delivery; null while the project is not planned. */
  productionStarts: string | null;
  deliveryEnds: string | null;
  /** Today in the company's zone. */
  today: string;
}

function payByOf(due: ScheduledPaymentPlan['due'], facts: ScheduleFacts): string | null {
  switch (due.kind) {
    case 'acceptance':
      return facts.accepted ? addDays(facts.accepted.acceptedOn, paymentTermDays) : null;
    case 'sign-off':
      return facts.signedOffOn ? addDays(facts.signedOffOn, paymentTermDays) : null;
    case 'production':
      return facts.productionStarts ? addDays(facts.productionStarts, -1) : null;
    case 'delivery':
      return facts.deliveryEnds;
    case 'date':
      return due.date;
  }
}

/** The deposit's payment is the reservation: paid with it, refunded with it. */
function depositPayment(payment: PlannedPayment, facts: ScheduleFacts): PlannedPayment {
  const reservation = facts.reservation;
  if (payment.share.kind !== 'deposit' || !reservation) return payment;
  const amount = reservation.amount ?? facts.depositIn(reservation.currency);
  return {
    ...payment,
    paid: { at: reservation.at, amount },
    refundedAt: reservation.refunded ? reservation.at : null,
  };
}

/** A share as the schedule arithmetic takes it; the deposit is its amount. */
function shareOf(payment: PlannedPayment, depositAmount: number): ScheduleShare {
  const { share } = payment;
  switch (share.kind) {
    case 'deposit':
      return { amount: depositAmount };
    case 'percent':
      return { percent: share.value };
    case 'amount':
      return { amount: share.value };
    case 'rest':
      return { rest: true };
  }
}

/** Each payment's amount, or a problem with the schedule for the accepted total. */
function amountsOf(
  payments: PlannedPayment[],
  facts: ScheduleFacts,
  currency: EstimateCurrency | null,
) {
  const deposit = (payment: PlannedPayment) =>
    payment.paid?.amount ?? (currency ? facts.depositIn(currency) : null);
  if (!facts.accepted) {
    return {
      amounts: payments.map((payment) =>
        payment.share.kind === 'deposit' ? deposit(payment) : null,
      ),
      problem: null,
    };
  }
  const shares = payments.map((payment) => shareOf(payment, deposit(payment) ?? 0));
  const worked = scheduleAmounts(facts.accepted.total, facts.accepted.currency, shares);
  if (worked.kind === 'problem') {
    return { amounts: payments.map(() => null), problem: worked.problem };
  }
  return { amounts: worked.amounts, problem: null };
}

function stateOf(
  payment: PlannedPayment,
  amount: number | null,
  payBy: string | null,
  today: string,
): ScheduledPayment['state'] {
  if (payment.refundedAt) return 'refunded';
  if (payment.paid) return 'paid';
  if (amount === null || payBy === null) return 'upcoming';
  if (today < addDays(payBy, -paymentTermDays)) return 'upcoming';
  return today <= payBy ? 'due' : 'overdue';
}

/** The schedule as both screens show it. */
export function scheduleOn(facts: ScheduleFacts): PaymentSchedule {
  const payments = facts.payments.map((payment) => depositPayment(payment, facts));
  const currency = facts.accepted?.currency ?? facts.reservation?.currency ?? null;
  const { amounts, problem } = amountsOf(payments, facts, currency);
  const shown = payments.map((payment, index): ScheduledPayment => {
    const payBy = payByOf(payment.due, facts);
    const amount = amounts[index] ?? null;
    const state = stateOf(payment, amount, payBy, facts.today);
    return {
      id: payment.id,
      label: payment.label,
      share: payment.share,
      due: payment.due,
      dueFrom: payBy === null ? null : addDays(payBy, -paymentTermDays),
      payBy,
      amount,
      state,
      paid:
        payment.paid && state === 'paid'
          ? { at: payment.paid.at.toISOString(), amount: payment.paid.amount }
          : null,
      reference: payment.reference,
    };
  });
  const paidTotal = sumMoney(
    shown.map((payment) => payment.paid?.amount ?? 0),
    currency ?? 'usd',
  );
  const next = shown.findIndex((payment) => !['paid', 'refunded'].includes(payment.state));
  return {
    stored: facts.stored,
    editable: !facts.payments.some((payment) => payment.share.kind !== 'deposit' && payment.paid),
    currency,
    accepted: facts.accepted
      ? { reference: facts.accepted.reference, total: facts.accepted.total }
      : null,
    payments: shown,
    paidTotal,
    outstanding: facts.accepted
      ? moneyDifference(facts.accepted.total, paidTotal, facts.accepted.currency)
      : null,
    next: next === -1 ? null : next,
    problem,
  };
}

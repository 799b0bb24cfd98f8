import {
  formatDate,
  formatMoney,
  moneyDifference,
  portalPaths,
  toMinorUnits,
  type PaymentIssueReason,
  type PaymentSchedule,
  type ScheduledPayment,
} from '@corner/contracts';
import type { FastifyInstance } from 'fastify';
import {
  scheduledPaymentNoticeMail,
  scheduledPaymentReceiptMail,
} from '../../../mail/templates/scheduled-payment-mails.js';
import { linkBase } from '../../auth/index.js';
import { keepPaymentIssue } from '../reservations/payment-issues.js';
import { amountPaid, type Payment } from '../reservations/record-reservation.js';
import { customerEmails, staffEmails } from '../reservations/reservations-repository.js';
import type { SettleOptions, SettleOutcome } from '../reservations/settle-payment.js';
import {
  markScheduledPaymentPaid,
  scheduledPaymentByReference,
  scheduleFacts,
} from './schedule-repository.js';
import { receiptPdf } from './receipt-pdf.js';
import { scheduleOn } from './schedule-states.js';

/*
 * A checkout for a payment of the schedule (decision 64), by the deposit's rules (decision 50):
 * it counts only when the provider says it is paid, for the payment's amount in the schedule's
 * currency, and the payment is not paid yet. Anything else is kept for staff.
 */

type Found = NonNullable<Awaited<ReturnType<typeof scheduledPaymentByReference>>>;

function whyNotPaid(
  payment: Payment,
  schedule: PaymentSchedule,
  scheduled: ScheduledPayment | undefined,
): PaymentIssueReason | null {
  if (!scheduled) return 'unknown-payment';
  if (payment.paymentStatus !== 'paid') return 'not-paid';
  if (scheduled.state === 'paid') return 'already-paid';
  if (!schedule.currency || payment.currency?.toLowerCase() !== schedule.currency) {
    return 'wrong-currency';
  }
  if (
    scheduled.amount === null ||
    payment.amountMinor !== toMinorUnits(scheduled.amount, schedule.currency)
  ) {
    return 'wrong-amount';
  }
  return null;
}

async function recordPaid(
  app: FastifyInstance,
  options: SettleOptions,
  found: Found,
  payment: Payment,
  schedule: PaymentSchedule,
) {
  const db = app.database.db;
  const { projectId } = found.payment;
  const now = app.clock.now();
  const currency = schedule.currency!;
  const amount = amountPaid(payment)!;
  const base = linkBase(app, options.publicUrl);
  const data = {
    projectName: found.projectName,
    label: found.payment.label,
    reference: found.payment.reference,
    amount: formatMoney(amount, currency),
    outstanding: formatMoney(
      moneyDifference(schedule.outstanding ?? 0, amount, currency),
      currency,
    ),
    paidOn: formatDate(now, options.timeZone),
  };
  const receipt = {
    filename: `receipt-${found.payment.reference}.pdf`,
    contentType: 'application/pdf',
    fileKey: `receipt-${found.payment.reference}-${payment.eventId.slice(-24)}.pdf`,
  };
  const pdf = await receiptPdf({
    ...data,
    paidAt: now,
    payerEmail: payment.payerEmail,
    providerPayment: payment.paymentIntent,
    timeZone: options.timeZone,
  });
  await app.images.files.put(receipt.fileKey, pdf, 'application/pdf');
  const [customers, staff] = await Promise.all([customerEmails(db, projectId), staffEmails(db)]);
  const payer = payment.payerEmail?.toLowerCase();
  const payerIsCustomer = customers.some((email) => email.toLowerCase() === payer);
  const mails = await Promise.all([
    ...customers.map((to) =>
      scheduledPaymentReceiptMail(
        to,
        { ...data, link: `${base}${portalPaths.projectDashboard(projectId)}` },
        receipt,
      ),
    ),
    ...(payment.payerEmail && !payerIsCustomer
      ? [scheduledPaymentReceiptMail(payment.payerEmail, { ...data, link: null }, receipt)]
      : []),
    ...staff.map((to) =>
      scheduledPaymentNoticeMail(to, {
        ...data,
        link: `${base}${portalPaths.adminProject(projectId)}`,
        payerEmail: payment.payerEmail,
      }),
    ),
  ]);
  const recorded = await db.transaction(async (tx) => {
    const marked = await markScheduledPaymentPaid(tx, found.payment.id, {
      paidAt: now,
      eventId: payment.eventId,
      sessionId: payment.sessionId,
      paymentIntent: payment.paymentIntent,
      payerEmail: payment.payerEmail?.slice(0, 254) ?? null,
      amountPaid: String(amount),
      currency,
    });
    if (!marked) return false;
    for (const mail of mails) await app.mail.write(tx, mail);
    return true;
  });
  // Paid meanwhile by another event: its receipt is the one kept.
  if (!recorded) await app.images.files.delete(receipt.fileKey).catch(() => undefined);
  return recorded;
}

/** A paid (or not) checkout naming a payment of a schedule ("P-…"). */
export async function settleScheduledPayment(
  app: FastifyInstance,
  options: SettleOptions,
  payment: Payment,
): Promise<SettleOutcome> {
  const found = await scheduledPaymentByReference(app.database.db, payment.reference!);
  const about = found && {
    projectId: found.payment.projectId,
    projectName: found.projectName,
    estimateId: null,
  };
  if (!found) {
    await keepPaymentIssue(app, options.publicUrl, payment, null, 'unknown-payment');
    return 'needs-attention';
  }
  const facts = await scheduleFacts(
    app.database.db,
    found.payment.projectId,
    app.clock.now(),
    options.timeZone,
  );
  const schedule = scheduleOn(facts);
  const scheduled = schedule.payments.find((each) => each.id === found.payment.id);
  const reason = whyNotPaid(payment, schedule, scheduled);
  if (!reason && (await recordPaid(app, options, found, payment, schedule))) {
    await app.cache.invalidateProject(found.payment.projectId);
    return 'paid';
  }
  await keepPaymentIssue(app, options.publicUrl, payment, about, reason ?? 'already-paid');
  return 'needs-attention';
}

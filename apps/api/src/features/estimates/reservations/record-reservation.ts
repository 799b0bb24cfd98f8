import { formatMoney, fromMinorUnits, portalPaths } from '@corner/contracts';
import type { FastifyInstance } from 'fastify';
import { paymentReceiptMail } from '../../../mail/templates/payment-receipt.js';
import { reservationConfirmedMail } from '../../../mail/templates/reservation-confirmed.js';
import { reservationNoticeMail } from '../../../mail/templates/reservation-notice.js';
import { linkBase } from '../../auth/index.js';
import {
  customerEmails,
  insertReservation,
  pageOfBatch,
  staffEmails,
  type ReferencedEstimate,
} from './reservations-repository.js';

/** What the provider said of a checkout (decision 50), the same for every event kind. */
export interface Payment {
  eventId: string;
  eventType: string;
  sessionId: string | null;
  paymentIntent: string | null;
  reference: string | null;
  payerEmail: string | null;
  /** In the currency's minor unit, as the provider reports it. */
  amountMinor: number | null;
  currency: string | null;
  paymentStatus: string | null;
}

/** The estimate page a mail links to: its published page, else the project's estimate page. */
export async function estimateLink(
  app: FastifyInstance,
  publicUrl: string | undefined,
  estimate: Pick<ReferencedEstimate, 'batchId' | 'projectId'>,
) {
  const base = linkBase(app, publicUrl);
  const page = await pageOfBatch(app.database.db, estimate.batchId);
  const path = page
    ? portalPaths.estimate(page.slug)
    : portalPaths.projectEstimate(estimate.projectId);
  return `${base}${path}`;
}

/** The amount paid in the major unit, or null when the provider did not say. */
export function amountPaid(payment: Pick<Payment, 'amountMinor' | 'currency'>): number | null {
  if (payment.amountMinor === null || !payment.currency) return null;
  return fromMinorUnits(payment.amountMinor, payment.currency.toLowerCase());
}

/** The amount paid as people read it ("$500.00"), or null. */
export function formattedAmountPaid(payment: Pick<Payment, 'amountMinor' | 'currency'>) {
  const amount = amountPaid(payment);
  return amount === null ? null : formatMoney(amount, payment.currency!.toLowerCase());
}

/**
 * Records the project's one reservation and writes its mails in one transaction (decision
 * 48): the confirmation to each of the project's customers, a receipt without links to the
 * payer when the payer is not one of them, and the staff's notice. Answers false when the
 * event was recorded before or the project already holds a reservation (nothing new).
 */
export async function recordReservation(
  app: FastifyInstance,
  publicUrl: string | undefined,
  estimate: ReferencedEstimate,
  payment: Payment,
): Promise<boolean> {
  const db = app.database.db;
  const deposit = formattedAmountPaid(payment);
  const data = {
    reference: estimate.reference,
    projectName: estimate.projectName,
    designVersionName: estimate.designVersionName,
    deposit,
    link: await estimateLink(app, publicUrl, estimate),
  };
  const [customers, staff] = await Promise.all([
    customerEmails(db, estimate.projectId),
    staffEmails(db),
  ]);
  const payer = payment.payerEmail?.toLowerCase();
  const payerIsCustomer = customers.some((email) => email.toLowerCase() === payer);
  const mails = await Promise.all([
    ...customers.map((to) => reservationConfirmedMail(to, data)),
    ...(payment.payerEmail && !payerIsCustomer
      ? [paymentReceiptMail(payment.payerEmail, { reference: estimate.reference, amount: deposit })]
      : []),
    ...staff.map((to) => reservationNoticeMail(to, { ...data, customerEmail: payment.payerEmail })),
  ]);
  const amount = amountPaid(payment);
  const recorded = await db.transaction(async (tx) => {
    const inserted = await insertReservation(tx, {
      estimateId: estimate.id,
      projectId: estimate.projectId,
      eventId: payment.eventId,
      sessionId: payment.sessionId,
      paymentIntent: payment.paymentIntent,
      customerEmail: payment.payerEmail,
      amount: amount === null ? null : String(amount),
      currency: payment.currency?.toLowerCase() ?? null,
      createdAt: app.clock.now(),
    });
    if (!inserted) return false;
    for (const mail of mails) await app.mail.write(tx, mail);
    return true;
  });
  if (recorded) await app.cache.invalidateProject(estimate.projectId);
  return recorded;
}

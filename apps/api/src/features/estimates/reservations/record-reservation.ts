import { formatMoney, fromMinorUnits, portalPaths } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../../db/client.js';
import { users, type reservations } from '../../../db/schema.js';
import { paymentReceiptMail } from '../../../mail/templates/payment-receipt.js';
import { reservationConfirmedMail } from '../../../mail/templates/reservation-confirmed.js';
import { reservationNoticeMail } from '../../../mail/templates/reservation-notice.js';
import { entityTrail, type Audited } from '../../audit/index.js';
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
 * The customer who reserved, as the audit trail names them (issue 39): the payer's e-mail as
 * the provider gave it, and their account when the e-mail is one.
 */
export async function payerAudited(
  db: Db,
  payment: Pick<Payment, 'payerEmail'>,
  requestId: string | null,
  at: Date,
): Promise<Audited> {
  const email = payment.payerEmail?.trim().toLowerCase() || null;
  const [user] = email
    ? await db.select({ id: users.id }).from(users).where(eq(users.email, email))
    : [];
  return {
    actor: { id: user?.id ?? null, email: email ?? 'unknown payer', role: 'customer', requestId },
    at,
  };
}

type ReservationRow = typeof reservations.$inferSelect;

interface ReservationShown {
  id: string;
  projectId: string;
  reference: string;
  designVersionName: string;
  deposit: string | null;
  payerEmail: string | null;
}

const reservationTrail = entityTrail<ReservationShown>({
  kind: 'reservation',
  label: (row) => `Reservation with estimate ${row.reference}`,
  projectId: (row) => row.projectId,
  fields: [
    { field: 'reference', label: 'Estimate' },
    { field: 'designVersionName', label: 'Design version' },
    { field: 'deposit', label: 'Deposit' },
    { field: 'payerEmail', label: 'Paid by' },
  ],
});

/** 'reserved a production spot with estimate E-2026-0001 (deposit 500.00 USD)'. */
function recordReserved(tx: Tx, audit: Audited, estimate: ReferencedEstimate, row: ReservationRow) {
  // The deposit as stored, exact, with its currency.
  const deposit =
    row.amount === null ? null : `${row.amount} ${(row.currency ?? '').toUpperCase()}`.trim();
  const summary = `reserved a production spot with estimate ${estimate.reference}${deposit ? ` (deposit ${deposit})` : ''}`;
  return reservationTrail.changed(tx, audit, summary, null, {
    id: row.id,
    projectId: row.projectId,
    reference: estimate.reference,
    designVersionName: estimate.designVersionName,
    deposit,
    payerEmail: row.customerEmail,
  });
}

/**
 * Records the project's one reservation and writes its mails in one transaction (decision
 * 48): the confirmation to each of the project's customers, a receipt without links to the
 * payer when the payer is not one of them, and the staff's notice. The audit trail names who
 * reserved: the paying customer, or staff applying a kept payment by hand (`alongside` then
 * resolves it in the same transaction). Answers false when the event was recorded before or
 * the project already holds a reservation (nothing new).
 */
export async function recordReservation(
  app: FastifyInstance,
  publicUrl: string | undefined,
  estimate: ReferencedEstimate,
  payment: Payment,
  audit: Audited,
  alongside?: (tx: Tx) => Promise<void>,
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
      createdAt: audit.at,
    });
    if (!inserted) return false;
    await recordReserved(tx, audit, estimate, inserted);
    await alongside?.(tx);
    for (const mail of mails) await app.mail.write(tx, mail);
    return true;
  });
  if (recorded) await app.cache.invalidateProject(estimate.projectId);
  return recorded;
}

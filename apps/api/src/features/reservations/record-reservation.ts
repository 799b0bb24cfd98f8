import { formatMoney } from '@corner/contracts';
import type { FastifyInstance } from 'fastify';
import { reservations } from '../../db/schema.js';
import { reservationConfirmedMail } from '../../mail/templates/reservation-confirmed.js';
import { reservationNoticeMail } from '../../mail/templates/reservation-notice.js';
import { linkBase } from '../auth/link-base.js';
import {
  customerEmails,
  pageOfBatch,
  staffEmails,
  type ReferencedEstimate,
} from './reservations-repository.js';

export interface Payment {
  eventId: string;
  customerEmail: string | null;
  /** In the currency's minor unit, as the provider reports it. */
  amountMinor: number | null;
  currency: string | null;
}

/** The estimate page a mail links to: its published page, else the project's estimate page. */
export async function estimateLink(
  app: FastifyInstance,
  publicUrl: string | undefined,
  estimate: Pick<ReferencedEstimate, 'batchId' | 'projectId'>,
) {
  const base = linkBase(app, publicUrl);
  const page = await pageOfBatch(app.database.db, estimate.batchId);
  return page ? `${base}/estimate/${page.slug}` : `${base}/project/${estimate.projectId}/estimate`;
}

/** Stripe's amounts are in the minor unit; JPY has none (the one zero-decimal currency here). */
function depositAmount(payment: Payment): number | null {
  if (payment.amountMinor === null || !payment.currency) return null;
  const decimals = payment.currency.toLowerCase() === 'jpy' ? 0 : 2;
  return payment.amountMinor / 10 ** decimals;
}

function depositOf(payment: Payment): string | null {
  const amount = depositAmount(payment);
  return amount === null ? null : formatMoney(amount, payment.currency!.toLowerCase());
}

/**
 * Records the reservation and writes its two mails in one transaction (decision 37.3): the
 * customer's confirmation and the staff's notice. Answers false when the estimate or the
 * event already has one (nothing new).
 */
export async function recordReservation(
  app: FastifyInstance,
  publicUrl: string | undefined,
  estimate: ReferencedEstimate,
  payment: Payment,
): Promise<boolean> {
  const db = app.database.db;
  const link = await estimateLink(app, publicUrl, estimate);
  const deposit = depositOf(payment);
  const data = {
    reference: estimate.reference,
    projectName: estimate.projectName,
    designVersionName: estimate.designVersionName,
    deposit,
    link,
  };
  const customers = payment.customerEmail
    ? [payment.customerEmail]
    : await customerEmails(db, estimate.projectId);
  const staff = await staffEmails(db);
  const mails = await Promise.all([
    ...customers.map((to) => reservationConfirmedMail(to, data)),
    ...staff.map((to) =>
      reservationNoticeMail(to, { ...data, customerEmail: payment.customerEmail }),
    ),
  ]);
  const recorded = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(reservations)
      .values({
        estimateId: estimate.id,
        eventId: payment.eventId,
        customerEmail: payment.customerEmail,
        amount: deposit === null ? null : String(depositAmount(payment)),
        currency: payment.currency?.toLowerCase() ?? null,
        createdAt: app.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: reservations.id });
    if (inserted.length === 0) return false;
    for (const mail of mails) await app.mail.write(tx, mail);
    return true;
  });
  if (recorded) await app.cache.invalidateProject(estimate.projectId);
  return recorded;
}

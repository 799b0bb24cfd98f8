import {
  paymentIssueExplanations,
  portalPaths,
  type PaymentIssue,
  type PaymentIssueReason,
} from '@corner/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import {
  paymentIssueCustomerMail,
  paymentIssueNoticeMail,
} from '../../../mail/templates/payment-issue-mails.js';
import { linkBase } from '../../auth/index.js';
import {
  amountPaid,
  formattedAmountPaid,
  recordReservation,
  type Payment,
} from './record-reservation.js';
import {
  findPaymentIssue,
  insertPaymentIssue,
  paymentIssueRows,
  resolvePaymentIssue,
} from './payment-issues-repository.js';
import {
  customerEmails,
  estimateByReference,
  staffEmails,
  type ReferencedEstimate,
} from './reservations-repository.js';

/*
 * Payments needing attention (decision 50): what the provider reported that the portal would
 * not turn into a reservation by itself. Kept with what the provider said; staff and the
 * project's customers are mailed; staff apply it by hand or mark it refunded.
 */

/** The back office's list of payments needing attention. */
export const paymentsScreenPath = portalPaths.adminPayments;

/** What a kept payment is about, when the portal knows: the project, and the estimate it named. */
export interface PaymentAbout {
  projectId: string;
  projectName: string;
  estimateId: string | null;
}

export const aboutEstimate = (estimate: ReferencedEstimate | null): PaymentAbout | null =>
  estimate && {
    projectId: estimate.projectId,
    projectName: estimate.projectName,
    estimateId: estimate.id,
  };

/**
 * Keeps the payment for staff and writes the mails, in one transaction: the staff's notice,
 * and the project's customers told (the payer, when no project is known). A replayed event
 * changes nothing.
 */
export async function keepPaymentIssue(
  app: FastifyInstance,
  publicUrl: string | undefined,
  payment: Payment,
  about: PaymentAbout | null,
  reason: PaymentIssueReason,
): Promise<void> {
  const db = app.database.db;
  const data = {
    reason,
    reference: payment.reference,
    projectName: about?.projectName ?? null,
    amount: formattedAmountPaid(payment),
    payerEmail: payment.payerEmail,
  };
  const [staff, customers] = await Promise.all([
    staffEmails(db),
    about ? customerEmails(db, about.projectId) : [],
  ]);
  const told = customers.length > 0 ? customers : payment.payerEmail ? [payment.payerEmail] : [];
  const link = `${linkBase(app, publicUrl)}${paymentsScreenPath}`;
  const mails = await Promise.all([
    ...staff.map((to) => paymentIssueNoticeMail(to, { ...data, link })),
    ...told.map((to) => paymentIssueCustomerMail(to, data)),
  ]);
  await db.transaction(async (tx) => {
    const kept = await insertPaymentIssue(tx, {
      eventId: payment.eventId,
      eventType: payment.eventType,
      sessionId: payment.sessionId,
      paymentIntent: payment.paymentIntent,
      reference: payment.reference?.slice(0, 100) ?? null,
      estimateId: about?.estimateId ?? null,
      projectId: about?.projectId ?? null,
      payerEmail: payment.payerEmail?.slice(0, 254) ?? null,
      amountMinor: payment.amountMinor,
      currency: payment.currency?.toLowerCase().slice(0, 10) ?? null,
      paymentStatus: payment.paymentStatus?.slice(0, 40) ?? null,
      reason,
      createdAt: app.clock.now(),
    });
    if (!kept) return;
    for (const mail of mails) await app.mail.write(tx, mail);
  });
  app.log.warn({ eventId: payment.eventId, reason }, 'payment kept for staff');
}

export async function listPaymentIssues(db: Db, state: 'open' | 'all'): Promise<PaymentIssue[]> {
  const rows = await paymentIssueRows(db, state);
  return rows.map(({ issue, projectName, designVersionName, resolvedBy }) => ({
    id: issue.id,
    receivedAt: issue.createdAt.toISOString(),
    eventType: issue.eventType,
    reference: issue.reference,
    estimateId: issue.estimateId,
    projectId: issue.projectId,
    projectName,
    designVersionName,
    payerEmail: issue.payerEmail,
    amount: amountPaid(issue),
    currency: issue.currency,
    reason: issue.reason,
    explanation: paymentIssueExplanations[issue.reason],
    resolution: issue.resolution,
    resolvedAt: issue.resolvedAt?.toISOString() ?? null,
    resolvedBy,
  }));
}

async function openIssue(db: Db, id: string) {
  const issue = await findPaymentIssue(db, id);
  if (!issue) throw AppError.notFound('Payment');
  if (issue.resolvedAt) {
    throw AppError.conflict(`This payment was already marked ${issue.resolution}`);
  }
  return issue;
}

async function resolve(
  app: FastifyInstance,
  id: string,
  resolution: 'applied' | 'refunded',
  staffId: string | null,
) {
  const projectId = await resolvePaymentIssue(app.database.db, id, {
    resolution,
    resolvedAt: app.clock.now(),
    resolvedBy: staffId,
  });
  if (projectId) await app.cache.invalidateProject(projectId);
}

/**
 * Staff apply a kept payment by hand: it reserves the spot on the estimate it named, with the
 * usual mails. 409 when nothing was paid, it named no estimate or the project already holds a
 * reservation.
 */
export async function applyPaymentIssue(
  app: FastifyInstance,
  publicUrl: string | undefined,
  id: string,
  staffId: string,
) {
  const issue = await openIssue(app.database.db, id);
  if (issue.reason === 'not-paid' || issue.reason === 'payment-failed') {
    throw AppError.conflict('Nothing was paid: this payment cannot reserve a spot');
  }
  const estimate = issue.reference
    ? await estimateByReference(app.database.db, issue.reference)
    : null;
  if (!estimate) {
    throw AppError.conflict('This payment names no estimate: refund it at the payment provider');
  }
  const payment: Payment = { ...issue, eventId: `applied:${issue.eventId}` };
  if (!(await recordReservation(app, publicUrl, estimate, payment))) {
    throw AppError.conflict(
      'This project already holds a reservation: refund this payment at the payment provider',
    );
  }
  await resolve(app, id, 'applied', staffId);
}

/** Staff mark a kept payment refunded, once they have refunded it at the provider. */
export async function markPaymentIssueRefunded(app: FastifyInstance, id: string, staffId: string) {
  await openIssue(app.database.db, id);
  await resolve(app, id, 'refunded', staffId);
}

import {
  currencyDecimals,
  paymentIssueExplanations,
  portalPaths,
  type PaymentIssue,
  type PaymentIssueReason,
} from '@corner/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../../db/client.js';
import type { paymentIssues } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import {
  paymentIssueCustomerMail,
  paymentIssueNoticeMail,
} from '../../../mail/templates/payment-issue-mails.js';
import { entityTrail, type Audited } from '../../audit/index.js';
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

type IssueRow = typeof paymentIssues.$inferSelect;

/** The amount the provider reported, exact in the currency's decimals: '450.00 USD'. */
function reportedAmount(issue: Pick<IssueRow, 'amountMinor' | 'currency'>): string | null {
  if (issue.amountMinor === null || !issue.currency) return null;
  const decimals = currencyDecimals(issue.currency);
  const digits = String(issue.amountMinor).padStart(decimals + 1, '0');
  const major =
    decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return `${major} ${issue.currency.toUpperCase()}`;
}

interface PaymentShown {
  id: string;
  projectId: string | null;
  name: string;
  resolution: string | null;
}

const resolutionTexts = { applied: 'Applied by hand', refunded: 'Refunded' } as const;

/** How the audit trail records staff resolving a kept payment (issue 39). */
const paymentTrail = entityTrail<PaymentShown>({
  kind: 'payment',
  label: (row) => `Payment ${row.name}`,
  projectId: (row) => row.projectId,
  fields: [{ field: 'resolution', label: 'Resolution' }],
});

/** The payment as staff name it: its reference, else the provider's event. */
const paymentNameOf = (issue: IssueRow) => issue.reference ?? issue.eventId;

/** 'payment P-… (450.00 USD)' */
function paymentWords(issue: IssueRow) {
  const amount = reportedAmount(issue);
  return `payment ${paymentNameOf(issue)}${amount ? ` (${amount})` : ''}`;
}

function recordResolved(
  tx: Tx,
  audit: Audited,
  summary: string,
  before: IssueRow,
  after: IssueRow,
) {
  const shown = (row: IssueRow): PaymentShown => ({
    id: row.id,
    projectId: row.projectId,
    name: paymentNameOf(row),
    resolution: row.resolution ? resolutionTexts[row.resolution] : null,
  });
  return paymentTrail.changed(tx, audit, summary, shown(before), shown(after));
}

const alreadyResolved = () =>
  AppError.conflict('This payment was already applied or marked refunded: reload the list');

/**
 * Staff apply a kept payment by hand: it reserves the spot on the estimate it named, with the
 * usual mails, and is resolved as applied in the same transaction. 409 when nothing was paid,
 * it named no estimate or the project already holds a reservation.
 */
export async function applyPaymentIssue(
  app: FastifyInstance,
  publicUrl: string | undefined,
  id: string,
  audit: Audited,
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
  const reserved = await recordReservation(app, publicUrl, estimate, payment, audit, async (tx) => {
    const resolved = await resolvePaymentIssue(tx, id, {
      resolution: 'applied',
      resolvedAt: audit.at,
      resolvedBy: audit.actor.id,
    });
    if (!resolved) throw alreadyResolved();
    const summary = `applied ${paymentWords(issue)} by hand to estimate ${estimate.reference}`;
    await recordResolved(tx, audit, summary, issue, resolved);
  });
  if (!reserved) {
    throw AppError.conflict(
      'This project already holds a reservation: refund this payment at the payment provider',
    );
  }
  if (issue.projectId && issue.projectId !== estimate.projectId) {
    await app.cache.invalidateProject(issue.projectId);
  }
}

/** Staff mark a kept payment refunded, once they have refunded it at the provider. */
export async function markPaymentIssueRefunded(app: FastifyInstance, id: string, audit: Audited) {
  const issue = await openIssue(app.database.db, id);
  const resolved = await app.database.db.transaction(async (tx) => {
    const row = await resolvePaymentIssue(tx, id, {
      resolution: 'refunded',
      resolvedAt: audit.at,
      resolvedBy: audit.actor.id,
    });
    if (row) await recordResolved(tx, audit, `marked ${paymentWords(issue)} refunded`, issue, row);
    return row;
  });
  if (resolved?.projectId) await app.cache.invalidateProject(resolved.projectId);
}

import { isEstimateExpired, toMinorUnits, type PaymentIssueReason } from '@corner/contracts';
import type { FastifyInstance } from 'fastify';
import { estimateIdsShownToCustomers } from '../../design-versions/index.js';
import {
  markScheduledPaymentsRefunded,
  paymentReferencePattern,
  scheduledPaymentByReference,
} from '../payment-schedule/schedule-repository.js';
import { settleScheduledPayment } from '../payment-schedule/settle-scheduled-payment.js';
import { aboutEstimate, keepPaymentIssue } from './payment-issues.js';
import { resolveRefundedPaymentIssues } from './payment-issues-repository.js';
import { payerAudited, recordReservation, type Payment } from './record-reservation.js';
import {
  depositsNow,
  estimateByReference,
  markReservationsRefunded,
  paymentEventSeen,
  projectReservation,
  type ReferencedEstimate,
} from './reservations-repository.js';

/*
 * What a payment does (decision 50). A paid checkout reserves the project's spot only when
 * it names an estimate the project's customers are shown now, before it expires, for the
 * deposit in the estimate's currency, and the project holds no reservation yet. Anything else
 * is kept for staff (payment-issues.ts); nothing is silently accepted or dropped.
 */

export interface SettleOptions {
  publicUrl: string | undefined;
  timeZone: string;
}

export type SettleOutcome = 'reserved' | 'paid' | 'needs-attention' | 'replayed';

/** Why a paid checkout may not reserve by itself, or null when it may. */
async function whyNotReservable(
  app: FastifyInstance,
  estimate: ReferencedEstimate | null,
  payment: Payment,
  timeZone: string,
): Promise<PaymentIssueReason | null> {
  const db = app.database.db;
  if (!estimate) return 'unknown-estimate';
  if (payment.paymentStatus !== 'paid') return 'not-paid';
  // A second deposit is said as such first: it is what staff act on, whatever else is wrong.
  if (await projectReservation(db, estimate.projectId)) return 'already-reserved';
  if (isEstimateExpired(estimate.validUntil, timeZone, app.clock.now())) return 'expired';
  if (!(await estimateIdsShownToCustomers(db, estimate.projectId)).has(estimate.id)) {
    return 'not-shown';
  }
  if (payment.currency?.toLowerCase() !== estimate.currency) return 'wrong-currency';
  const deposit = (await depositsNow(db))(estimate.currency);
  if (payment.amountMinor !== toMinorUnits(deposit.amount, estimate.currency)) {
    return 'wrong-amount';
  }
  return null;
}

async function referencedEstimate(app: FastifyInstance, reference: string | null) {
  return reference ? estimateByReference(app.database.db, reference) : null;
}

/** The project a reference names: an estimate's ("E-…") or a payment of a schedule's ("P-…"). */
async function aboutReference(app: FastifyInstance, reference: string | null) {
  if (reference && paymentReferencePattern.test(reference)) {
    const found = await scheduledPaymentByReference(app.database.db, reference);
    return (
      found && {
        projectId: found.payment.projectId,
        projectName: found.projectName,
        estimateId: null,
      }
    );
  }
  return aboutEstimate(await referencedEstimate(app, reference));
}

/**
 * A checkout the provider reports paid (or not): a reservation, or a payment for staff. The
 * audit trail names the paying customer as who reserved, from the webhook's request.
 */
export async function settlePayment(
  app: FastifyInstance,
  options: SettleOptions,
  payment: Payment,
  requestId: string | null,
): Promise<SettleOutcome> {
  if (await paymentEventSeen(app.database.db, payment.eventId, payment.sessionId)) {
    return 'replayed';
  }
  if (payment.reference && paymentReferencePattern.test(payment.reference)) {
    return settleScheduledPayment(app, options, payment);
  }
  const estimate = await referencedEstimate(app, payment.reference);
  const reason = await whyNotReservable(app, estimate, payment, options.timeZone);
  if (!reason) {
    const payer = await payerAudited(app.database.db, payment, requestId, app.clock.now());
    if (await recordReservation(app, options.publicUrl, estimate!, payment, payer)) {
      return 'reserved';
    }
  }
  // A reservation recorded meanwhile by another event of the same project loses nothing.
  await keepPaymentIssue(
    app,
    options.publicUrl,
    payment,
    aboutEstimate(estimate),
    reason ?? 'already-reserved',
  );
  return 'needs-attention';
}

/** A delayed payment method failed: nothing was paid; staff and the customers are told. */
export async function keepFailedPayment(
  app: FastifyInstance,
  options: SettleOptions,
  payment: Payment,
): Promise<SettleOutcome> {
  if (await paymentEventSeen(app.database.db, payment.eventId, null)) return 'replayed';
  await keepPaymentIssue(
    app,
    options.publicUrl,
    payment,
    await aboutReference(app, payment.reference),
    'payment-failed',
  );
  return 'needs-attention';
}

/**
 * The provider refunded a payment in full: its reservation is marked refunded, which frees
 * the project; a payment of a schedule it paid is refunded; a kept payment of it is resolved as
 * refunded.
 */
export async function recordRefund(app: FastifyInstance, paymentIntent: string) {
  const db = app.database.db;
  const now = app.clock.now();
  const freed = await markReservationsRefunded(db, paymentIntent, now);
  const refunded = await markScheduledPaymentsRefunded(db, paymentIntent, now);
  const resolved = await resolveRefundedPaymentIssues(db, paymentIntent, now);
  const touched = [...freed, ...refunded, ...resolved];
  const projectIds = new Set(touched.flatMap((row) => row.projectId ?? []));
  for (const projectId of projectIds) await app.cache.invalidateProject(projectId);
  return touched.length > 0;
}

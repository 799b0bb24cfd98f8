import { z } from 'zod';

/*
 * Payments needing attention (decision 50): a payment event the portal would not turn into a
 * reservation by itself is kept for staff, who apply it by hand or mark it refunded.
 *   GET  /admin/payment-issues?state=open|all
 *   POST /admin/payment-issues/{id}/apply      records the reservation it names
 *   POST /admin/payment-issues/{id}/refunded   after the refund at the provider
 */

export const paymentIssueReasons = [
  'not-paid',
  'payment-failed',
  'unknown-estimate',
  'not-shown',
  'expired',
  'wrong-currency',
  'wrong-amount',
  'already-reserved',
  'unknown-payment',
  'already-paid',
] as const;
export type PaymentIssueReason = (typeof paymentIssueReasons)[number];

/** Why a payment waits for staff, in words staff (and the mails) use. */
export const paymentIssueExplanations: Record<PaymentIssueReason, string> = {
  'not-paid': 'The provider reported the checkout without a completed payment.',
  'payment-failed': 'The payment failed at the provider: nothing was paid.',
  'unknown-estimate': 'The payment names no estimate the portal knows.',
  'not-shown': 'The payment names an estimate the customers are not shown now.',
  expired: 'The estimate had expired when the payment arrived.',
  'wrong-currency': 'The payment is not in the estimate’s currency.',
  'wrong-amount':
    'The amount paid is not the amount due (the deposit, or the payment of the schedule).',
  'already-reserved': 'The project already holds a reservation: this is a second deposit.',
  'unknown-payment': 'The payment names no payment of a schedule the portal knows.',
  'already-paid': 'That payment of the schedule was paid already: this is a second payment.',
};

export const paymentIssueResolutions = ['applied', 'refunded'] as const;

export const paymentIssueSchema = z.object({
  id: z.string(),
  receivedAt: z.iso.datetime(),
  eventType: z.string(),
  reference: z.string().nullable(),
  estimateId: z.string().nullable(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  designVersionName: z.string().nullable(),
  payerEmail: z.string().nullable(),
  /** In the major unit of `currency`, as the provider reported it. */
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  reason: z.enum(paymentIssueReasons),
  explanation: z.string(),
  resolution: z.enum(paymentIssueResolutions).nullable(),
  resolvedAt: z.iso.datetime().nullable(),
  resolvedBy: z.string().nullable(),
});
export type PaymentIssue = z.infer<typeof paymentIssueSchema>;
export const paymentIssuesSchema = z.array(paymentIssueSchema);

export const paymentIssuesQuerySchema = z.strictObject({
  state: z.enum(['open', 'all']).default('open'),
});
export const paymentIssueParamsSchema = z.strictObject({ id: z.uuid('must be a payment id') });

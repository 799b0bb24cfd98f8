import { z } from 'zod';
import { moneySchema } from './estimates.js';
import { requiredText } from './form-fields.js';
import { estimateCurrencySchema } from './options.js';
import {
  scheduleDueKinds,
  scheduledPaymentStates,
  scheduleLimits,
  scheduleTexts,
} from './payment-schedule-texts.js';
import { decimalStringSchema } from './decimal-string.js';

/*
 * A project's payment schedule (issue 38, decision 63).
 *   GET /project/{id}/payment-schedule   the project's customers and staff
 *   PUT /project/{id}/payment-schedule   staff, until a payment of it is paid
 *   POST /project/{id}/payment-schedule/{paymentId}/checkout   a customer pays the next payment
 */

const percentValue = decimalStringSchema({ required: true, min: 0.01, max: 100, maxDecimals: 2 });
const amountValue = decimalStringSchema({
  required: true,
  min: 0.01,
  max: 10_000_000,
  maxDecimals: 2,
});

export const scheduleShareSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('deposit') }),
  z.strictObject({ kind: z.literal('percent'), value: percentValue }),
  z.strictObject({ kind: z.literal('amount'), value: amountValue }),
  z.strictObject({ kind: z.literal('rest') }),
]);

const eventDueKinds = scheduleDueKinds.filter((kind) => kind !== 'date') as [
  'acceptance',
  'sign-off',
  'production',
  'delivery',
];

export const scheduleDueSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(eventDueKinds) }),
  z.strictObject({ kind: z.literal('date'), date: z.iso.date() }),
]);

export const scheduledPaymentPlanSchema = z.strictObject({
  label: requiredText(scheduleLimits.label),
  share: scheduleShareSchema,
  due: scheduleDueSchema,
});

export const paymentScheduleRequestSchema = z.strictObject({
  payments: z
    .array(scheduledPaymentPlanSchema)
    .min(1, 'A schedule needs at least one payment')
    .max(scheduleLimits.payments, `A schedule has at most ${scheduleLimits.payments} payments`)
    .superRefine((payments, context) => {
      payments.forEach((payment, index) => {
        if (payment.share.kind === 'deposit' && index > 0) {
          context.addIssue({
            code: 'custom',
            message: scheduleTexts.depositFirst,
            path: [index, 'share'],
          });
        }
        if (payment.share.kind === 'rest' && index < payments.length - 1) {
          context.addIssue({
            code: 'custom',
            message: 'Only the last payment can be the rest of the total',
            path: [index, 'share'],
          });
        }
      });
    }),
});
export type PaymentScheduleRequest = z.infer<typeof paymentScheduleRequestSchema>;

export const scheduledPaymentSchema = z.object({
  /** Null while the project follows the company's schedule (nothing stored yet). */
  id: z.string().nullable(),
  label: z.string(),
  share: scheduleShareSchema,
  due: scheduleDueSchema,
  /** The first day it is due, and the last day to pay it; null while the event has no date. */
  dueFrom: z.iso.date().nullable(),
  payBy: z.iso.date().nullable(),
  /** Null until an estimate is accepted (the deposit: until the currency is known). */
  amount: moneySchema.nullable(),
  state: z.enum(scheduledPaymentStates),
  paid: z.object({ at: z.iso.datetime(), amount: moneySchema }).nullable(),
  /** What the payment provider is given to name this payment. */
  reference: z.string().nullable(),
});
export type ScheduledPayment = z.infer<typeof scheduledPaymentSchema>;

export const paymentScheduleSchema = z.object({
  /**
   * False while the project follows the company's schedule; true once it has its own, which an
   * acceptance fixes (the schedule agreed) and staff may change until a payment of it is paid.
   */
  stored: z.boolean(),
  /** Staff may change it: no payment of it is paid yet (a reservation's deposit aside). */
  editable: z.boolean(),
  currency: estimateCurrencySchema.nullable(),
  /** The accepted estimate's total and reference; null before an acceptance. */
  accepted: z.object({ reference: z.string(), total: moneySchema }).nullable(),
  payments: z.array(scheduledPaymentSchema),
  paidTotal: moneySchema,
  /** What is left to pay of the accepted total; null before an acceptance. */
  outstanding: moneySchema.nullable(),
  /** Index of the first payment not paid, when there is one. */
  next: z.number().int().nullable(),
  /** Why the amounts cannot be worked out for the accepted total (staff must fix it). */
  problem: z.string().nullable(),
});
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;

export const scheduledPaymentParamsSchema = z.object({ id: z.string(), paymentId: z.string() });

/** Where the customer's browser goes to pay: the provider's checkout page. */
export const paymentCheckoutSchema = z.object({ url: z.string() });
export type PaymentCheckout = z.infer<typeof paymentCheckoutSchema>;

/** GET /admin/payments-due: every payment due or overdue now, across projects (staff). */
export const paymentDueSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  paymentId: z.string(),
  label: z.string(),
  amount: moneySchema,
  currency: estimateCurrencySchema,
  payBy: z.iso.date(),
  state: z.enum(['due', 'overdue']),
  reference: z.string(),
});
export type PaymentDue = z.infer<typeof paymentDueSchema>;
export const paymentsDueSchema = z.array(paymentDueSchema);

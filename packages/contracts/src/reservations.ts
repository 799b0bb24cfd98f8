import { z } from 'zod';
import { estimateCurrencySchema } from './options.js';
import { projectReservationSchema } from './project-reservation.js';

export { projectReservationSchema, type ProjectReservation } from './project-reservation.js';

/*
 * RESERVE A SPOT for real (decision 37): where each estimate of a page stands (reserved,
 * expired, replaced by a newer one), asked for apart from the estimate itself, and the
 * customer's 'Ask for a new quote'.
 */

/** What RESERVE A SPOT takes for an estimate: the active price list's deposit (decision 50). */
export const depositSchema = z.object({
  /** In the major unit of the currency. */
  amount: z.number(),
  currency: estimateCurrencySchema,
});
export type Deposit = z.infer<typeof depositSchema>;

export const estimateReservationStateSchema = z.object({
  estimateId: z.string(),
  reference: z.string(),
  /** The end of the valid-until day in the company's time zone (TIME_ZONE). */
  expiresAt: z.iso.datetime(),
  /** Past expiresAt by the server's clock: no reservation is taken any more. */
  expired: z.boolean(),
  /** When the provider reported the deposit paid; null: not reserved. */
  reservedAt: z.iso.datetime().nullable(),
  /** A re-quote made a newer estimate: its reference and, when published, its page's slug. */
  replacedBy: z.object({ reference: z.string(), slug: z.string().nullable() }).nullable(),
  /** When a new quote was last asked for this estimate, if the request is still open. */
  requoteRequestedAt: z.iso.datetime().nullable(),
  /**
   * Whether RESERVE A SPOT is offered: the estimate is one the project's customers are shown
   * now, it has not expired and the project holds no reservation.
   */
  reservable: z.boolean(),
  deposit: depositSchema,
});
export type EstimateReservationState = z.infer<typeof estimateReservationStateSchema>;

export const estimateReservationsSchema = z.object({
  /** The `reservation-explainer` content item's text; null when staff have none. */
  explainer: z.string().nullable(),
  estimates: z.array(estimateReservationStateSchema),
  /** The project's reservation, on any of its estimates; null while it holds none. */
  reservation: projectReservationSchema.nullable(),
});
export type EstimateReservations = z.infer<typeof estimateReservationsSchema>;

/** `?ids=a,b`: the estimates the page shows (at most 20). */
export const estimateReservationsQuerySchema = z.strictObject({
  ids: z
    .string()
    .min(1)
    .max(20 * 37)
    .transform((value) => value.split(','))
    .pipe(z.array(z.uuid({ error: 'must be estimate ids' })).max(20)),
});

/** `POST /project/{id}/estimate/requote-requests` */
export const requoteRequestBodySchema = z.strictObject({ estimateId: z.uuid() });
export const requoteRequestAnswerSchema = z.object({ requestedAt: z.iso.datetime() });

/** An open request on the staff screens. */
export const requoteRequestSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  estimateId: z.string(),
  reference: z.string(),
  designVersionName: z.string(),
  requestedBy: z.string().nullable(),
  requestedAt: z.iso.datetime(),
});
export type RequoteRequest = z.infer<typeof requoteRequestSchema>;
export const requoteRequestsSchema = z.array(requoteRequestSchema);

export const requoteParamsSchema = z.strictObject({
  id: z.string().min(1),
  requestId: z.string().min(1),
});
export const requoteAnswerSchema = z.object({
  batchId: z.string(),
  /** The new page's slug when the old estimate had a page. */
  slug: z.string().nullable(),
});
export type RequoteAnswer = z.infer<typeof requoteAnswerSchema>;

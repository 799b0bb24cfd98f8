import { errorCodes } from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { endOfDayIn } from '../../lib/company-time.js';
import { errorResponses } from '../../lib/error-responses.js';
import { recordReservation } from './record-reservation.js';
import {
  estimateByReference,
  reservationByEvent,
  reservationOf,
} from './reservations-repository.js';

/*
 * POST /payments/webhook (decision 37.3): the provider's signed report of a completed
 * checkout, Stripe's documented scheme, verified by the `stripe` package offline over the raw
 * body (a parser of this plugin only), 5 minutes' tolerance measured by the app's clock.
 */

export interface WebhookOptions {
  secret: string;
  timeZone: string;
  publicUrl: string | undefined;
}

export const webhookTolerance = 300;

const outcomes = [
  'reserved',
  'already-reserved',
  'replayed',
  'unknown-reference',
  'ignored',
] as const;
const answerSchema = z.object({ received: z.literal(true), outcome: z.enum(outcomes) });
type Outcome = (typeof outcomes)[number];

const expired = () =>
  new AppError(
    errorCodes.estimateExpired,
    'This estimate has expired: a spot can no longer be reserved on it',
    409,
  );

const webhookRoutes: FastifyPluginAsyncZod<WebhookOptions> = async (app, options) => {
  const db = app.database.db;
  // The signature covers the bytes as sent: this plugin's JSON bodies stay raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/webhook',
    {
      // The provider's servers send no Origin: the signature proves the sender instead.
      config: { originCheck: false },
      schema: {
        tags: ['payments'],
        summary: "The payment provider's signed event (Stripe's scheme): records a reservation",
        headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
        response: { 200: answerSchema, ...errorResponses(400, 409, 415) },
      },
    },
    async (request) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw AppError.badRequest('The body must be the JSON event');
      const signature = request.headers['stripe-signature'];
      if (!signature) throw AppError.badRequest('The Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(
          raw,
          signature,
          options.secret,
          webhookTolerance,
          undefined,
          app.clock.now().getTime(),
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : 'unreadable';
        throw AppError.badRequest(`The event's signature was refused: ${reason}`);
      }
      return { received: true as const, outcome: await handle(event) };
    },
  );

  async function handle(event: Stripe.Event): Promise<Outcome> {
    if (event.type !== 'checkout.session.completed') return 'ignored';
    const session = event.data.object;
    const reference = session.client_reference_id;
    const estimate = reference ? await estimateByReference(db, reference) : null;
    if (!estimate) {
      app.log.warn({ eventId: event.id, reference }, 'payment event names no known estimate');
      return 'unknown-reference';
    }
    if (await reservationByEvent(db, event.id)) return 'replayed';
    if (await reservationOf(db, estimate.id)) return 'already-reserved';
    if (app.clock.now() > endOfDayIn(estimate.validUntil, options.timeZone)) {
      app.log.warn({ eventId: event.id, reference }, 'payment event for an expired estimate');
      throw expired();
    }
    const recorded = await recordReservation(app, options.publicUrl, estimate, {
      eventId: event.id,
      customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
      amountMinor: session.amount_total ?? null,
      currency: session.currency ?? null,
    });
    return recorded ? 'reserved' : 'already-reserved';
  }
};

export default webhookRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { errorResponses } from '../../../lib/error-responses.js';
import type { Payment } from './record-reservation.js';
import { keepFailedPayment, recordRefund, settlePayment } from './settle-payment.js';

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
  'paid',
  'needs-attention',
  'awaiting-payment',
  'replayed',
  'refunded',
  'unknown-payment',
  'ignored',
] as const;
const answerSchema = z.object({ received: z.literal(true), outcome: z.enum(outcomes) });
type Outcome = (typeof outcomes)[number];

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * What every checkout event says of the payment, whatever its type. Signed events are still
 * read field by field: a field of an unexpected type counts as not said.
 */
function paymentOf(event: Stripe.Event, session: Stripe.Checkout.Session): Payment {
  const intent = session.payment_intent;
  const amount = session.amount_total;
  return {
    eventId: event.id,
    eventType: event.type,
    sessionId: text(session.id),
    paymentIntent: typeof intent === 'string' ? intent : text(intent?.id),
    reference: text(session.client_reference_id),
    payerEmail: text(session.customer_details?.email) ?? text(session.customer_email),
    amountMinor: Number.isSafeInteger(amount) && amount! >= 0 ? amount : null,
    currency: text(session.currency),
    paymentStatus: text(session.payment_status),
  };
}

const webhookRoutes: FastifyPluginAsyncZod<WebhookOptions> = async (app, options) => {
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
        summary:
          "The payment provider's signed event (Stripe's scheme): a reservation, a payment kept for staff, or a refund",
        headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
        response: { 200: answerSchema, ...errorResponses(400, 415) },
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
      return { received: true as const, outcome: await handle(event, request.id) };
    },
  );

  /**
   * Decision 48: a completed checkout reserves only when paid (a delayed method reports paid
   * later, in `async_payment_succeeded`); a failed one is kept for staff; a full refund frees
   * the project. Every other event type is acknowledged and ignored.
   */
  async function handle(event: Stripe.Event, requestId: string): Promise<Outcome> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const payment = paymentOf(event, event.data.object);
        if (payment.paymentStatus === 'unpaid') {
          app.log.info({ eventId: event.id }, 'checkout completed, payment still on its way');
          return 'awaiting-payment';
        }
        return settlePayment(app, options, payment, requestId);
      }
      case 'checkout.session.async_payment_succeeded':
        return settlePayment(app, options, paymentOf(event, event.data.object), requestId);
      case 'checkout.session.async_payment_failed':
        return keepFailedPayment(app, options, paymentOf(event, event.data.object));
      case 'charge.refunded': {
        const charge = event.data.object;
        const intent =
          typeof charge.payment_intent === 'string'
            ? charge.payment_intent
            : charge.payment_intent?.id;
        if (!charge.refunded || !intent) return 'ignored';
        return (await recordRefund(app, intent)) ? 'refunded' : 'unknown-payment';
      }
      default:
        return 'ignored';
    }
  }
};

export default webhookRoutes;

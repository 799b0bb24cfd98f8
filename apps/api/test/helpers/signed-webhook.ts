import Stripe from 'stripe';
import type { TestApp } from './app.js';

/** Posts a payment event to the webhook, signed as the provider signs it at `now`. */
export function postSignedEvent(subject: TestApp, secret: string, payload: string, now: Date) {
  return subject.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: Math.floor(now.getTime() / 1000),
      }),
    },
    payload,
  });
}

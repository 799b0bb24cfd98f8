import { randomBytes } from 'node:crypto';
import { toMinorUnits } from '@corner/contracts';
import { expect, request } from '@playwright/test';
import Stripe from 'stripe';

/*
 * The payment provider's side of the suite (decision 48): the suite's portal is started with
 * this webhook secret (playwright.config.ts), so a spec can sign a checkout event as Stripe
 * does and post it to the webhook, without the provider.
 */

/** The suite portal's PAYMENT_WEBHOOK_SECRET. */
export const e2eWebhookSecret = 'whsec_corner_e2e_suite_0123456789';

export interface CheckoutPayment {
  /** The estimate's reference (the payment link's client_reference_id). */
  reference: string;
  /** In the major unit of `currency`. */
  amount: number;
  currency: string;
  payerEmail: string;
}

/**
 * Posts a signed, paid `checkout.session.completed` to the portal's webhook, as the provider
 * would (no cookie, no Origin), and returns the webhook's outcome ('reserved',
 * 'needs-attention', …).
 */
export async function postPaidCheckout(baseURL: string, payment: CheckoutPayment) {
  const now = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id: `evt_e2e_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: now,
    data: {
      object: {
        id: `cs_e2e_${randomBytes(12).toString('hex')}`,
        object: 'checkout.session',
        client_reference_id: payment.reference,
        customer_details: { email: payment.payerEmail },
        customer_email: payment.payerEmail,
        amount_total: toMinorUnits(payment.amount, payment.currency),
        currency: payment.currency,
        payment_intent: `pi_e2e_${randomBytes(12).toString('hex')}`,
        payment_status: 'paid',
        status: 'complete',
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: e2eWebhookSecret,
    timestamp: now,
  });
  const provider = await request.newContext({ baseURL });
  try {
    const response = await provider.post('/api/v1/payments/webhook', {
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      data: payload,
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { outcome: string }).outcome;
  } finally {
    await provider.dispose();
  }
}

import { randomBytes } from 'node:crypto';
import { company, formatMoney, portalPaths, toMinorUnits } from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { findProjectFor } from '../../projects/index.js';
import { AppError } from '../../../lib/app-error.js';
import { paymentReferencePattern } from '../payment-schedule/schedule-repository.js';
import { scheduledCheckout } from '../payment-schedule/payment-checkout.js';
import { estimateLink } from './record-reservation.js';
import { depositsNow, estimateByReference } from './reservations-repository.js';

/*
 * The stand-in payment provider (decision 37.6): local mode only, like the dev outbox, never
 * registered in production. It takes the payment link's query parameters, shows the reference
 * and the demo deposit, and on 'Pay deposit (demo)' sends the webhook a completed checkout
 * signed with the local secret, as the provider would, then returns the customer.
 */

export interface StandInOptions {
  secret: string;
  publicUrl: string | undefined;
  timeZone: string;
}

export const standInPath = '/api/v1/dev/payment';

const fields = z.strictObject({
  client_reference_id: z
    .string()
    .regex(/^(E-\d{4}-\d{4,12}|P-[0-9A-F]{10})$/, 'must be an estimate or a payment reference'),
  // A visitor the page does not know sends none, or an empty one: the provider asks for it.
  prefilled_email: z
    .union([z.literal('').transform(() => undefined), z.email().max(254)])
    .optional(),
});

const refusedPage = (message: string) =>
  page(
    'Payment refused (demo)',
    `<h1>Payment refused (demo)</h1><p>${escapeHtml(message)}</p><p><a href="/projects">Back to your projects</a></p>`,
  );

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d1d1f}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
button,a.button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:0;background:#1d4ed8;color:#fff;cursor:pointer;text-decoration:none}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}.note{color:#555}</style>
</head><body><main>${body}</main></body></html>`;
}

/** Where the payer lands after paying: the page, told to say whether the payment arrived. */
export const paymentReturnedQuery = 'payment=returned';

const standInRoutes: FastifyPluginAsyncZod<StandInOptions> = async (app, options) => {
  const db = app.database.db;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // A person's browser (it asks for HTML) gets every refusal as a page, never raw JSON; a
  // program gets the portal's usual JSON error from the parent handler.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (!request.headers.accept?.includes('text/html')) throw error;
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    const message = status < 500 ? error.message : 'Something went wrong. Please try again.';
    return reply.status(status).type('text/html; charset=utf-8').send(refusedPage(message));
  });

  /**
   * What the link names and the amount it takes, as the provider would charge it: an estimate's
   * deposit, or a payment of a schedule (decision 64).
   */
  async function checkoutOf(reference: string) {
    if (paymentReferencePattern.test(reference)) {
      const scheduled = await scheduledCheckout(app, reference, options.timeZone);
      if (!scheduled) throw AppError.notFound('Payment');
      return { ...scheduled, reference, estimate: null };
    }
    const estimate = await estimateByReference(db, reference);
    if (!estimate) throw AppError.notFound('Estimate');
    const { currency, projectId } = estimate;
    const { amount } = (await depositsNow(db))(currency);
    return { estimate, reference, currency, amount, projectId, label: 'Deposit' };
  }

  app.get(
    '/dev/payment',
    {
      schema: {
        tags: ['payments'],
        summary: 'Local mode only: the stand-in payment page RESERVE A SPOT leads to',
        querystring: fields,
        response: { 200: z.string(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const checkout = await checkoutOf(request.query.client_reference_id);
      const { estimate, currency, amount, label } = checkout;
      reply.type('text/html; charset=utf-8');
      // Under the portal's no-referrer a form post sends `Origin: null`, which the origin check
      // refuses: this page's own form posts with its origin.
      reply.header('referrer-policy', 'same-origin');
      const email = request.query.prefilled_email ?? '';
      const pay = estimate ? 'Pay deposit (demo)' : `Pay ${label} (demo)`;
      const what = estimate
        ? `<dt>Design version</dt><dd>${escapeHtml(estimate.designVersionName)}</dd>
<dt>Deposit</dt>`
        : `<dt>Payment</dt><dd>${escapeHtml(label)}</dd>
<dt>Amount</dt>`;
      return page(
        pay,
        `<h1>${estimate ? 'Reserve your spot' : escapeHtml(label)} (demo payment)</h1>
<p class="note">This page stands in for the card payment provider of ${escapeHtml(company.name)} in local mode. No card is charged.</p>
<dl><dt>Reference</dt><dd>${escapeHtml(checkout.reference)}</dd>
${what}<dd>${escapeHtml(formatMoney(amount, currency))}</dd></dl>
<form method="post" action="${standInPath}">
<input type="hidden" name="client_reference_id" value="${escapeHtml(checkout.reference)}">
<p><label for="email">E-mail for the receipt</label><br>
<input id="email" name="prefilled_email" type="email" autocomplete="email" value="${escapeHtml(email)}"></p>
<button type="submit">${escapeHtml(pay)}</button>
</form>`,
      );
    },
  );

  app.post(
    '/dev/payment',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Local mode only: pays the deposit or a payment of a schedule (a signed event to the webhook)',
        body: fields,
        response: { 200: z.string(), 303: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { estimate, reference, currency, amount, projectId } = await checkoutOf(
        request.body.client_reference_id,
      );
      const email = request.body.prefilled_email ?? null;
      const now = Math.floor(app.clock.now().getTime() / 1000);
      const payload = JSON.stringify({
        id: `evt_demo_${randomBytes(12).toString('hex')}`,
        object: 'event',
        type: 'checkout.session.completed',
        created: now,
        data: {
          object: {
            id: `cs_demo_${randomBytes(12).toString('hex')}`,
            object: 'checkout.session',
            client_reference_id: reference,
            customer_details: { email },
            customer_email: email,
            amount_total: toMinorUnits(amount, currency),
            currency,
            payment_intent: `pi_demo_${randomBytes(12).toString('hex')}`,
            payment_status: 'paid',
            status: 'complete',
          },
        },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret,
        timestamp: now,
      });
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      if (answer.statusCode !== 200) {
        const { error } = answer.json<{ error?: string }>();
        throw AppError.badRequest(error ?? 'The payment was refused.');
      }
      // Back to the project's estimate page when the payer may open it, else the public page,
      // told to say whether the payment arrived (the provider's return address does the same).
      const viewer = request.viewer;
      const ownProject = viewer && (await findProjectFor(app, projectId, viewer));
      const back = !estimate
        ? ownProject
          ? portalPaths.projectDashboard(projectId)
          : portalPaths.projects
        : ownProject
          ? portalPaths.projectEstimate(projectId)
          : new URL(await estimateLink(app, options.publicUrl, estimate)).pathname;
      return reply.redirect(`${back}?${paymentReturnedQuery}`, 303);
    },
  );
};

export default standInRoutes;

import {
  errorCodes,
  isStaff,
  portalPaths,
  toMinorUnits,
  type EstimateCurrency,
} from '@corner/contracts';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../../lib/app-error.js';
import { linkBase, type Viewer } from '../../auth/index.js';
import { scheduledPaymentByReference, scheduleFacts } from './schedule-repository.js';
import { scheduleOn } from './schedule-states.js';

/*
 * Paying the next payment of a schedule (decision 64): a Checkout Session for its exact amount,
 * currency and reference when the portal holds the provider's key; else the stand-in in local
 * mode; else, for the deposit only, the payment link RESERVE A SPOT uses.
 */

export interface CheckoutOptions {
  stripe: Stripe | undefined;
  /** The stand-in's page (local mode), or undefined. */
  standInPath: string | undefined;
  /** The deposit's payment link (decision 50.1), or undefined. */
  paymentLinkUrl: string | undefined;
  publicUrl: string | undefined;
  timeZone: string;
}

const refused = (message: string) => new AppError(errorCodes.conflict, message, 409);
const providerDown = () =>
  new AppError(
    errorCodes.unavailable,
    'The payment provider did not answer: try again in a moment',
    503,
  );

/** The payment a customer may pay now: the schedule's next, with an amount. */
async function payable(
  app: FastifyInstance,
  projectId: string,
  paymentId: string,
  timeZone: string,
) {
  const schedule = scheduleOn(
    await scheduleFacts(app.database.db, projectId, app.clock.now(), timeZone),
  );
  const index = schedule.payments.findIndex((payment) => payment.id === paymentId);
  const payment = schedule.payments[index];
  if (!payment) throw AppError.notFound('Payment');
  if (payment.state === 'paid') throw refused('This payment is paid already');
  if (payment.state === 'refunded') {
    throw refused('This payment was refunded: ask your designer how to pay it again');
  }
  if (index !== schedule.next) {
    throw refused(`Pay ${schedule.payments[schedule.next ?? 0]!.label} first`);
  }
  if (payment.amount === null || !schedule.currency || !schedule.accepted) {
    throw refused('Its amount is set when you accept an estimate');
  }
  // The deposit is the reservation's (decision 63.2): paid under the accepted estimate's reference.
  const reference =
    payment.share.kind === 'deposit' ? schedule.accepted.reference : payment.reference!;
  return { payment, reference, amount: payment.amount, currency: schedule.currency };
}

function withQuery(base: string, query: Record<string, string>) {
  const url = new URL(base, 'http://relative.invalid');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return base.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
}

/** Where the customer's browser goes to pay one payment of the project's schedule. */
export async function paymentCheckout(
  app: FastifyInstance,
  options: CheckoutOptions,
  input: { projectId: string; projectName: string; paymentId: string; viewer: Viewer },
): Promise<string> {
  if (isStaff(input.viewer.type)) {
    throw new AppError(errorCodes.forbidden, "A project's customers pay its payments", 403);
  }
  const { payment, reference, amount, currency } = await payable(
    app,
    input.projectId,
    input.paymentId,
    options.timeZone,
  );
  const fields = { client_reference_id: reference, prefilled_email: input.viewer.email };
  if (options.stripe) {
    return checkoutSession(app, options, {
      ...input,
      label: payment.label,
      reference,
      amount,
      currency,
    });
  }
  if (options.standInPath) return withQuery(options.standInPath, fields);
  if (payment.share.kind === 'deposit' && options.paymentLinkUrl) {
    return withQuery(options.paymentLinkUrl, fields);
  }
  throw refused(
    `Paying online is not set up for this payment: pay by bank transfer with the reference ${reference}`,
  );
}

async function checkoutSession(
  app: FastifyInstance,
  options: CheckoutOptions,
  input: {
    projectId: string;
    projectName: string;
    viewer: Viewer;
    label: string;
    reference: string;
    amount: number;
    currency: EstimateCurrency;
  },
) {
  const dashboard = `${linkBase(app, options.publicUrl)}${portalPaths.projectDashboard(input.projectId)}`;
  const session = await options
    .stripe!.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: input.reference,
      customer_email: input.viewer.email,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: input.currency,
            unit_amount: toMinorUnits(input.amount, input.currency),
            product_data: { name: `${input.label}: ${input.projectName} (${input.reference})` },
          },
        },
      ],
      metadata: { reference: input.reference, projectId: input.projectId },
      success_url: `${dashboard}?payment=returned`,
      cancel_url: dashboard,
    })
    .catch((error: unknown) => {
      app.log.error({ err: error, reference: input.reference }, 'checkout session refused');
      return null;
    });
  if (!session?.url) throw providerDown();
  return session.url;
}

/** The payment of a schedule a stand-in checkout names, as the provider would charge it. */
export async function scheduledCheckout(app: FastifyInstance, reference: string, timeZone: string) {
  const found = await scheduledPaymentByReference(app.database.db, reference);
  if (!found) return null;
  const schedule = scheduleOn(
    await scheduleFacts(app.database.db, found.payment.projectId, app.clock.now(), timeZone),
  );
  const payment = schedule.payments.find((each) => each.id === found.payment.id);
  if (!payment || payment.amount === null || !schedule.currency) return null;
  return {
    projectId: found.payment.projectId,
    label: payment.label,
    amount: payment.amount,
    currency: schedule.currency,
  };
}

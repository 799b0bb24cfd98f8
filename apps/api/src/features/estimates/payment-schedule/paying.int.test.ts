import {
  formatMoney,
  paymentCheckoutSchema,
  paymentIssuesSchema,
  paymentScheduleSchema,
  toMinorUnits,
  type Acceptance,
} from '@corner/contracts';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema.js';
import type { StoredFile } from '../../../images/file-store.js';
import { TestClock } from '../../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { caller } from '../../../../test/helpers/cache.js';
import { signInAs, testOrigin } from '../../../../test/helpers/sessions.js';
import { acceptDemoEstimate } from '../../../../test/helpers/demo-acceptance.js';
import { FakePaymentProvider } from '../../../../test/helpers/fake-payment-provider.js';
import { pdfText } from '../../../../test/helpers/pdf-text.js';
import { postSignedEvent } from '../../../../test/helpers/signed-webhook.js';

/*
 * Issue 38 point 5 on the demo data: each payment of the schedule through a Checkout Session
 * (the `stripe` package against a fake provider that records the calls), and the webhook's
 * rules of the deposit for every payment: wrong amount, wrong currency, unpaid, replay, refund.
 */
const secret = 'whsec_test_0123456789abcdef0123';
const clock = new TestClock();
const provider = new FakePaymentProvider();
let subject: TestApp;
let call: ReturnType<typeof caller>;
let projectId = '';
let acceptance: Acceptance;

const designer = 'designer@corner.example';
const customer = 'customer@corner.example';
const other = 'other@corner.example';
const db = () => subject.app.database.db;

async function schedule() {
  const response = await call('GET', `/project/${projectId}/payment-schedule`, customer);
  expect(response.statusCode, response.body).toBe(200);
  return paymentScheduleSchema.parse(response.json());
}

const checkout = (paymentId: string, as = customer) =>
  call('POST', `/project/${projectId}/payment-schedule/${paymentId}/checkout`, as);

let eventNumber = 0;
async function webhook(event: object) {
  clock.advance(1000);
  const payload = JSON.stringify({ object: 'event', ...event });
  const response = await postSignedEvent(subject, secret, payload, clock.now());
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ outcome: string }>().outcome;
}

function paid(reference: string, fields: Record<string, unknown> = {}) {
  eventNumber += 1;
  return {
    id: `evt_paying_${eventNumber}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_paying_${eventNumber}`,
        object: 'checkout.session',
        client_reference_id: reference,
        customer_details: { email: customer },
        amount_total: 0,
        currency: acceptance.currency,
        payment_intent: `pi_paying_${eventNumber}`,
        payment_status: 'paid',
        ...fields,
      },
    },
  };
}

async function openIssues() {
  const response = await call('GET', '/admin/payment-issues', designer);
  return paymentIssuesSchema.parse(response.json());
}

beforeAll(async () => {
  await provider.start();
  subject = await buildTestApp({
    demoData: true,
    clock,
    env: {
      PAYMENT_WEBHOOK_SECRET: secret,
      STRIPE_SECRET_KEY: 'sk_test_fake_provider',
      STRIPE_API_BASE: provider.url,
    },
  });
  call = caller(subject);
  ({ projectId, acceptance } = await acceptDemoEstimate(subject, call));
}, 180_000);
afterAll(async () => {
  await subject.close();
  await provider.stop();
});

describe('paying the deposit', () => {
  it('refuses staff, other customers and a payment out of turn', async () => {
    const { payments } = await schedule();
    expect((await checkout(payments[0]!.id!, designer)).statusCode).toBe(403);
    expect((await checkout(payments[0]!.id!, other)).statusCode).toBe(404);
    const early = await checkout(payments[1]!.id!);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Pay Deposit first');
    expect(provider.calls).toHaveLength(0);
  });

  it("opens a Checkout Session for the deposit under the accepted estimate's reference", async () => {
    const { payments, currency } = await schedule();
    const deposit = payments[0]!;
    const answer = await checkout(deposit.id!);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(paymentCheckoutSchema.parse(answer.json()).url).toBe('https://checkout.fake/cs_fake_1');
    const [session] = provider.calls;
    expect(session!.path).toBe('/v1/checkout/sessions');
    expect(session!.fields.get('client_reference_id')).toBe(acceptance.reference);
    expect(session!.fields.get('line_items[0][price_data][unit_amount]')).toBe(
      String(toMinorUnits(deposit.amount!, currency!)),
    );
    expect(session!.fields.get('line_items[0][price_data][currency]')).toBe(currency);
    expect(session!.fields.get('customer_email')).toBe(customer);
    expect(session!.fields.get('success_url')).toMatch(
      new RegExp(`/project/${projectId}/dashboard\\?payment=returned$`),
    );
  });

  it('counts the reservation the deposit makes as the paid first payment', async () => {
    const deposit = (await schedule()).payments[0]!;
    const minor = toMinorUnits(deposit.amount!, acceptance.currency);
    expect(await webhook(paid(acceptance.reference, { amount_total: minor }))).toBe('reserved');
    const after = await schedule();
    expect(after.payments[0]!.state).toBe('paid');
    expect(after.paidTotal).toBe(deposit.amount);
    expect(after.next).toBe(1);
    expect(after.editable).toBe(true);
  });
});

describe('paying the next payment', () => {
  it('opens a Checkout Session for its exact amount and reference', async () => {
    const { payments, currency } = await schedule();
    const next = payments[1]!;
    const answer = await checkout(next.id!);
    expect(answer.statusCode, answer.body).toBe(200);
    const session = provider.calls.at(-1)!;
    expect(session.fields.get('client_reference_id')).toBe(next.reference);
    expect(session.fields.get('line_items[0][price_data][unit_amount]')).toBe(
      String(toMinorUnits(next.amount!, currency!)),
    );
    expect(session.fields.get('metadata[reference]')).toBe(next.reference);
  });

  it('keeps a wrong amount, a wrong currency and an unpaid checkout for staff', async () => {
    const next = (await schedule()).payments[1]!;
    const minor = toMinorUnits(next.amount!, acceptance.currency);
    const reference = next.reference!;
    expect(await webhook(paid(reference, { amount_total: minor - 1 }))).toBe('needs-attention');
    const currency = acceptance.currency === 'eur' ? 'usd' : 'eur';
    expect(await webhook(paid(reference, { amount_total: minor, currency }))).toBe(
      'needs-attention',
    );
    expect(
      await webhook(
        paid(reference, { amount_total: minor, payment_status: 'no_payment_required' }),
      ),
    ).toBe('needs-attention');
    expect(await webhook(paid('P-0000000000', { amount_total: minor }))).toBe('needs-attention');
    const reasons = (await openIssues())
      .filter((issue) => issue.reference === reference || issue.reference === 'P-0000000000')
      .map((issue) => issue.reason)
      .sort();
    expect(reasons).toEqual(['not-paid', 'unknown-payment', 'wrong-amount', 'wrong-currency']);
    expect((await schedule()).payments[1]!.state).not.toBe('paid');
  });

  it('records the right payment once, with a receipt and the staff notice', async () => {
    const next = (await schedule()).payments[1]!;
    const minor = toMinorUnits(next.amount!, acceptance.currency);
    const mark = new Set((await db().select().from(mailOutbox)).map((mail) => mail.id));
    const event = paid(next.reference!, { amount_total: minor });
    expect(await webhook(event)).toBe('paid');
    expect(await webhook(event)).toBe('replayed');
    expect(await webhook(paid(next.reference!, { amount_total: minor }))).toBe('needs-attention');
    const after = await schedule();
    expect(after.payments[1]).toMatchObject({ state: 'paid', paid: { amount: next.amount } });
    expect(after.editable).toBe(false);
    expect((await openIssues()).some((issue) => issue.reason === 'already-paid')).toBe(true);
    const mails = (await db().select().from(mailOutbox)).filter((mail) => !mark.has(mail.id));
    const receipts = mails.filter((mail) => mail.subject.startsWith('Payment received: Before'));
    expect(receipts.map((mail) => mail.to)).toContain(customer);
    const receipt = receipts.find((mail) => mail.to === customer)!;
    expect(receipt.text).toContain(`/project/${projectId}/dashboard`);
    expect(receipt.attachments).toHaveLength(1);
    const [attached] = receipt.attachments!;
    expect(attached!.filename).toBe(`receipt-${next.reference}.pdf`);
    const stored = await subject.app.images.files.get(attached!.fileKey);
    const text = await pdfText(await buffer((stored as StoredFile).body));
    expect(text).toContain(`Receipt: ${next.reference}`);
    expect(text).toContain(`Amount paid: ${formatMoney(next.amount!, acceptance.currency)}`);
    expect(text).toContain('Payment: Before production');
    expect(
      mails.some((mail) => mail.to === designer && mail.subject.includes('Payment received')),
    ).toBe(true);
  });

  it('marks it refunded when the provider refunds it in full', async () => {
    const intent = `pi_paying_${eventNumber - 1}`;
    const refund = {
      id: 'evt_paying_refund',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', refunded: true, payment_intent: intent } },
    };
    expect(await webhook(refund)).toBe('refunded');
    expect((await schedule()).payments[1]!.state).toBe('refunded');
  });

  it('answers 503 with a sentence when the provider does not answer', async () => {
    await provider.stop();
    const { payments } = await schedule();
    // The refunded payment is not owed again by itself: the last one is next.
    const answer = await checkout(payments[2]!.id!);
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error).toBe('The payment provider did not answer: try again in a moment');
  });
  it('is paid through the stand-in in local mode by the same rules', async () => {
    const { payments, currency } = await schedule();
    const last = payments[2]!;
    const reference = last.reference!;
    const page = await subject.app.inject({
      url: `/api/v1/dev/payment?client_reference_id=${reference}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Pay ${last.label} (demo)`);
    expect(page.body).toContain(formatMoney(last.amount!, currency!));
    const cookie = await signInAs(subject, customer);
    const paidThere = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/dev/payment',
      headers: {
        origin: testOrigin,
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `client_reference_id=${reference}&prefilled_email=${encodeURIComponent(customer)}`,
    });
    expect(paidThere.statusCode, paidThere.body).toBe(303);
    expect(paidThere.headers.location).toBe(`/project/${projectId}/dashboard?payment=returned`);
    const after = await schedule();
    expect(after.payments[2]!.state).toBe('paid');
    expect(after.next).toBeNull();
  });
});

import {
  estimateExpiresAt,
  estimateReservationsSchema,
  type EstimateViewItem,
} from '@corner/contracts';
import { demoEstimatePageSlug } from '@corner/demo';
import { and, eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { signInAs, testOrigin } from '../../../../test/helpers/sessions.js';
import {
  auditEvents,
  mailOutbox,
  paymentIssues,
  projects,
  requoteRequests,
  reservations,
  users,
} from '../../../db/schema.js';
import { TestClock } from '../../../lib/clock.js';

/*
 * RESERVE A SPOT for real (decision 37), on the demo company: the signed webhook, expiry by a
 * moved clock, 'Ask for a new quote' and staff's one-step re-quote.
 */

const secret = 'whsec_test_0123456789abcdef0123';
const clock = new TestClock();
let subject: TestApp;
let items: EstimateViewItem[];
let projectId: string;
/** The estimates the re-quote made (its new page). */
let requoted: EstimateViewItem[] = [];
let demoReservations = 0;

beforeAll(async () => {
  subject = await buildTestApp({
    demoData: true,
    clock,
    env: { PAYMENT_WEBHOOK_SECRET: secret, TIME_ZONE: 'Europe/Berlin' },
  });
  items = (
    await subject.app.inject({ url: `/api/v1/estimate-view/${demoEstimatePageSlug}` })
  ).json();
  projectId = items[0]!.projectId;
  demoReservations = (await db().select().from(reservations)).length;
}, 180_000);
afterAll(() => subject.close());

const db = () => subject.app.database.db;
let eventNumber = 0;

function checkoutEvent(
  reference: string,
  overrides: { id?: string; email?: string; intent?: string } = {},
) {
  eventNumber += 1;
  return JSON.stringify({
    id: overrides.id ?? `evt_test_${eventNumber}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_test_${eventNumber}`,
        object: 'checkout.session',
        client_reference_id: reference,
        customer_details: { email: overrides.email ?? 'customer@corner.example' },
        amount_total: 50000,
        currency: 'usd',
        payment_intent: overrides.intent ?? `pi_test_${eventNumber}`,
        payment_status: 'paid',
      },
    },
  });
}

function sign(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? secret,
    timestamp: options.timestamp ?? Math.floor(clock.now().getTime() / 1000),
  });
}

function postEvent(payload: string, signature: string) {
  return subject.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/** Reservations made by these tests: the demo's Garden Studio comes with one of its own. */
const reservationCount = async () =>
  (await db().select().from(reservations)).length - demoReservations;
const mailsTo = async (subjectWords: string) =>
  (await db().select().from(mailOutbox)).filter((mail) => mail.subject.includes(subjectWords));

async function states(estimateIds: string[], email?: string) {
  const headers = email ? { cookie: await signInAs(subject, email) } : {};
  const url = email
    ? `/api/v1/project/${projectId}/estimate/reservations?ids=${estimateIds.join(',')}`
    : `/api/v1/estimate-view/${demoEstimatePageSlug}/reservations?ids=${estimateIds.join(',')}`;
  const response = await subject.app.inject({ url, headers });
  expect(response.statusCode).toBe(200);
  return estimateReservationsSchema.parse(response.json());
}

describe('the payment webhook', () => {
  it('records a reservation for a correctly signed completed checkout, with its two mails', async () => {
    const estimate = items[0]!.estimate;
    const payload = checkoutEvent(estimate.reference, { id: 'evt_first', intent: 'pi_first' });
    const response = await postEvent(payload, sign(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'reserved' });
    expect(await reservationCount()).toBe(1);
    // The audit trail names the customer who paid as who reserved, in the webhook's request.
    const [reservation] = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.eventId, 'evt_first'));
    const [payer] = await db()
      .select()
      .from(users)
      .where(eq(users.email, 'customer@corner.example'));
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityKind, 'reservation'), eq(auditEvents.entityId, reservation!.id)),
      );
    expect(trail).toEqual([
      expect.objectContaining({
        actorId: payer!.id,
        actorEmail: 'customer@corner.example',
        actorRole: 'customer',
        requestId: response.headers['x-request-id'],
        projectId,
        occurredAt: reservation!.createdAt,
        summary: `reserved a production spot with estimate ${estimate.reference} (deposit 500.00 USD)`,
        entityLabel: `Reservation with estimate ${estimate.reference}`,
        changes: [
          { field: 'reference', label: 'Estimate', from: null, to: estimate.reference },
          {
            field: 'designVersionName',
            label: 'Design version',
            from: null,
            to: items[0]!.designVersionName,
          },
          { field: 'deposit', label: 'Deposit', from: null, to: '500.00 USD' },
          { field: 'payerEmail', label: 'Paid by', from: null, to: 'customer@corner.example' },
        ],
      }),
    ]);
    const [confirmation] = await mailsTo('Your spot is reserved');
    expect(confirmation!.to).toBe('customer@corner.example');
    expect(confirmation!.text).toContain(estimate.reference);
    expect(confirmation!.html).toContain(estimate.reference);
    const notices = await mailsTo('Spot reserved:');
    expect(notices.map((mail) => mail.to).sort()).toEqual([
      'admin@corner.example',
      'designer@corner.example',
    ]);
    const [state] = (await states([estimate.id])).estimates;
    expect(state!.reservedAt).not.toBeNull();
    expect(state!.expired).toBe(false);
    // Both pages read the new state: the customer's too.
    const own = await states([estimate.id], 'customer@corner.example');
    expect(own.estimates[0]!.reservedAt).toBe(state!.reservedAt);
    expect(own.explainer).toContain('deposit');
    // The dashboard's timeline shows the step done.
    const stages = await subject.app.inject({
      url: `/api/v1/project/${projectId}/stages`,
      headers: { cookie: await signInAs(subject, 'customer@corner.example') },
    });
    expect(stages.json<{ reservation: unknown }>().reservation).toEqual({
      reference: estimate.reference,
      reservedAt: state!.reservedAt,
    });
  });

  it('records nothing new for a replayed event; a second payment waits for staff', async () => {
    const estimate = items[0]!.estimate;
    const replay = checkoutEvent(estimate.reference, { id: 'evt_first' });
    expect((await postEvent(replay, sign(replay))).json()).toMatchObject({ outcome: 'replayed' });
    const second = checkoutEvent(estimate.reference);
    expect((await postEvent(second, sign(second))).json()).toMatchObject({
      outcome: 'needs-attention',
    });
    expect(await reservationCount()).toBe(1);
    expect(await mailsTo('Your spot is reserved')).toHaveLength(1);
    // Nothing new reserved, nothing recorded.
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityKind, 'reservation'));
    expect(trail).toHaveLength(1);
  });

  it('refuses with 400 a wrong secret, an old timestamp, an altered body or no signature', async () => {
    const estimate = items[1]!.estimate;
    const payload = checkoutEvent(estimate.reference);
    const now = Math.floor(clock.now().getTime() / 1000);
    const cases = [
      postEvent(payload, sign(payload, { secret: 'whsec_someone_else_0123456789' })),
      postEvent(payload, sign(payload, { timestamp: now - 301 })),
      postEvent(payload.replace('50000', '1'), sign(payload)),
      subject.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      }),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/signature|Stripe-Signature/i);
    }
    // Within the 5 minutes it still counts (a second deposit of the project: kept for staff).
    expect(await reservationCount()).toBe(1);
    const fresh = checkoutEvent(estimate.reference, { id: 'evt_late' });
    const late = await postEvent(fresh, sign(fresh, { timestamp: now - 290 }));
    expect(late.json()).toMatchObject({ outcome: 'needs-attention' });
    expect(
      await db().select().from(paymentIssues).where(eq(paymentIssues.eventId, 'evt_late')),
    ).toHaveLength(1);
    expect(await reservationCount()).toBe(1);
  });

  it('answers 2xx to an unknown reference, logs it and keeps the payment for staff', async () => {
    const payload = checkoutEvent('E-1999-9999', { id: 'evt_unknown' });
    const response = await postEvent(payload, sign(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'needs-attention' });
    expect(await reservationCount()).toBe(1);
    const [kept] = await db()
      .select()
      .from(paymentIssues)
      .where(eq(paymentIssues.eventId, 'evt_unknown'));
    expect(kept).toMatchObject({ reason: 'unknown-estimate', reference: 'E-1999-9999' });
    expect(subject.logs().some((line) => line.msg === 'payment kept for staff')).toBe(true);
  });

  it('takes a payment event from another site: no Origin needed, the signature is the proof', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'charge.refunded',
      data: { object: {} },
    });
    const response = await postEvent(payload, sign(payload));
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('expiry and re-quote', () => {
  let expiredEstimate: EstimateViewItem['estimate'];
  let oldTotals: number[];

  it('reserves nothing past the end of the valid-until day, with the clock moved: kept for staff', async () => {
    expiredEstimate = items.at(-1)!.estimate;
    oldTotals = items.map((item) => item.estimate.totalCost);
    // 23:30 UTC on the valid-until day is 00:30 the next day in Berlin: expired.
    clock.set(`${expiredEstimate.validUntil}T23:30:00Z`);
    const payload = checkoutEvent(expiredEstimate.reference, { id: 'evt_expired' });
    const before = await reservationCount();
    const response = await postEvent(payload, sign(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'needs-attention' });
    expect(await reservationCount()).toBe(before);
    const [kept] = await db()
      .select()
      .from(paymentIssues)
      .where(eq(paymentIssues.eventId, 'evt_expired'));
    // Walker already holds a reservation: a second deposit is said as such first.
    expect(kept!.reason).toBe('already-reserved');
    const [state] = (await states([expiredEstimate.id])).estimates;
    expect(state).toMatchObject({ expired: true, reservedAt: null });
    expect(state!.expiresAt).toBe(
      estimateExpiresAt(expiredEstimate.validUntil, 'Europe/Berlin').toISOString(),
    );
  });

  it("records 'Ask for a new quote' once a day, tells the staff, and refuses another customer (404)", async () => {
    const cookie = await signInAs(subject, 'customer@corner.example');
    const ask = () =>
      subject.app.inject({
        method: 'POST',
        url: `/api/v1/project/${projectId}/estimate/requote-requests`,
        headers: { cookie, origin: testOrigin },
        payload: { estimateId: expiredEstimate.id },
      });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    const second = await ask();
    expect(second.json()).toEqual(first.json());
    expect(await db().select().from(requoteRequests)).toHaveLength(1);
    expect((await mailsTo('New quote asked for')).map((mail) => mail.to).sort()).toEqual([
      'admin@corner.example',
      'designer@corner.example',
    ]);
    const [state] = (await states([expiredEstimate.id], 'customer@corner.example')).estimates;
    expect(state!.requoteRequestedAt).toBe(first.json<{ requestedAt: string }>().requestedAt);

    const other = await signInAs(subject, 'other@corner.example');
    const refused = await subject.app.inject({
      method: 'POST',
      url: `/api/v1/project/${projectId}/estimate/requote-requests`,
      headers: { cookie: other, origin: testOrigin },
      payload: { estimateId: expiredEstimate.id },
    });
    expect(refused.statusCode).toBe(404);
    const hidden = await subject.app.inject({
      url: `/api/v1/project/${projectId}/estimate/reservations?ids=${expiredEstimate.id}`,
      headers: { cookie: other },
    });
    expect(hidden.statusCode).toBe(404);
    const bad = await subject.app.inject({
      url: `/api/v1/project/${projectId}/estimate/reservations?ids=not-an-id`,
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/estimate ids/);
  });

  it("re-quotes in one step: a new published page with today's prices; the old page keeps its totals and names it", async () => {
    const staff = await signInAs(subject, 'designer@corner.example');
    const list = await subject.app.inject({
      url: `/api/v1/project/${projectId}/requote-requests`,
      headers: { cookie: staff },
    });
    expect(list.json()).toHaveLength(1);
    const backOffice = await subject.app.inject({
      url: '/api/v1/admin/requote-requests',
      headers: { cookie: staff },
    });
    expect(backOffice.json()).toHaveLength(1);
    const request = list.json<{ id: string; reference: string }[]>()[0]!;
    expect(request.reference).toBe(expiredEstimate.reference);
    const response = await subject.app.inject({
      method: 'POST',
      url: `/api/v1/project/${projectId}/requote-requests/${request.id}/requote`,
      headers: { cookie: staff, origin: testOrigin },
    });
    expect(response.statusCode).toBe(200);
    const { slug } = response.json<{ slug: string }>();
    expect(slug).toMatch(new RegExp(`^${demoEstimatePageSlug}-[a-z0-9]{4}$`));

    const fresh: EstimateViewItem[] = (
      await subject.app.inject({ url: `/api/v1/estimate-view/${slug}` })
    ).json();
    requoted = fresh;
    expect(fresh.map((item) => item.designVersionName)).toEqual(
      items.map((item) => item.designVersionName),
    );
    for (const item of fresh)
      expect(item.estimate.validUntil > expiredEstimate.validUntil).toBe(true);
    const old: EstimateViewItem[] = (
      await subject.app.inject({ url: `/api/v1/estimate-view/${demoEstimatePageSlug}` })
    ).json();
    expect(old.map((item) => item.estimate.totalCost)).toEqual(oldTotals);
    const [state] = (await states([expiredEstimate.id])).estimates;
    expect(state!.replacedBy).toEqual({ reference: fresh.at(-1)!.estimate.reference, slug });
    expect(state!.requoteRequestedAt).toBeNull();
    const [mail] = await mailsTo('Your new estimate');
    expect(mail!.to).toBe('customer@corner.example');
    expect(mail!.text).toContain(`/estimate/${slug}`);
    const again = await subject.app.inject({
      method: 'POST',
      url: `/api/v1/project/${projectId}/requote-requests/${request.id}/requote`,
      headers: { cookie: staff, origin: testOrigin },
    });
    expect(again.statusCode).toBe(409);
    // The customer's estimate page now shows the newest page.
    const [project] = await db().select().from(projects).where(eq(projects.id, projectId));
    expect(project).toBeDefined();
    const customer = await subject.app.inject({
      url: `/api/v1/project/${projectId}/estimate`,
      headers: { cookie: await signInAs(subject, 'customer@corner.example') },
    });
    const shown = customer.json<{ designVersions: { estimate: { id: string } | null }[] }>();
    const freshIds = fresh.map((item) => item.estimate.id);
    expect(
      shown.designVersions
        .filter((version) => version.estimate)
        .every((version) => freshIds.includes(version.estimate!.id)),
    ).toBe(true);
    expect(
      await db().select().from(reservations).where(inArray(reservations.estimateId, freshIds)),
    ).toHaveLength(0);
  });
});

describe('the stand-in provider (local mode)', () => {
  it('a full refund of the deposit frees the project', async () => {
    const refund = JSON.stringify({
      id: 'evt_refund',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { object: 'charge', payment_intent: 'pi_first', refunded: true } },
    });
    expect((await postEvent(refund, sign(refund))).json()).toMatchObject({ outcome: 'refunded' });
    const before = await states([items[0]!.estimate.id]);
    expect(before.reservation).toBeNull();
    expect(before.estimates[0]!.reservedAt).toBeNull();
  });

  it('shows the reference and the deposit, and pays it with a signed event', async () => {
    const customer = await signInAs(subject, 'customer@corner.example');
    const target = requoted[0]!.estimate;
    const reservedBefore = await reservationCount();
    const config = await subject.app.inject({ url: '/api/v1/site-config' });
    expect(config.json()).toEqual({ paymentLinkUrl: '/api/v1/dev/payment' });
    const page = await subject.app.inject({
      url: `/api/v1/dev/payment?client_reference_id=${target.reference}&prefilled_email=customer%40corner.example`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Its form posts with its origin (under no-referrer a browser would send `Origin: null`).
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain(target.reference);
    expect(page.body).toContain('Pay deposit (demo)');
    expect(page.body).toContain('500');
    const paid = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/dev/payment',
      headers: {
        cookie: customer,
        origin: testOrigin,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `client_reference_id=${target.reference}&prefilled_email=customer%40corner.example`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/project/${projectId}/estimate?payment=returned`);
    expect(await reservationCount()).toBe(reservedBefore + 1);
    const [state] = (await states([target.id], 'customer@corner.example')).estimates;
    expect(state!.reservedAt).toBe(clock.now().toISOString());
    // Pressed again: the provider's second event records nothing new.
    const again = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/dev/payment',
      headers: { origin: testOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `client_reference_id=${target.reference}`,
    });
    expect(again.statusCode).toBe(303);
    expect(await reservationCount()).toBe(reservedBefore + 1);
    const unknown = await subject.app.inject({
      url: '/api/v1/dev/payment?client_reference_id=E-1999-0001',
    });
    expect(unknown.statusCode).toBe(404);
    // A person's browser reads the stand-in's answers: a refusal is a page, never raw JSON.
    const bad = await subject.app.inject({
      url: '/api/v1/dev/payment?client_reference_id=<b>',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('text/html');
    expect(bad.body).toContain('must be an estimate or a payment reference');
    expect(bad.body).not.toContain('<b>');
  });
});

describe('production mode', () => {
  it('serves neither the stand-in provider nor, without a secret, the webhook', async () => {
    const production = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PUBLIC_URL: 'https://portal.corner.test',
        SESSION_SECRET: 'x'.repeat(40),
      },
    });
    try {
      const host = 'portal.corner.test';
      for (const url of [
        '/api/v1/dev/payment?client_reference_id=E-2026-0001',
        '/api/v1/payments/webhook',
      ]) {
        const get = await production.app.inject({ url, headers: { host } });
        expect(get.statusCode).toBe(404);
      }
      const post = await production.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: {
          host,
          origin: 'https://portal.corner.test',
          'content-type': 'application/json',
          'stripe-signature': 't=1,v1=x',
        },
        payload: '{}',
      });
      expect(post.statusCode).toBe(404);
      const config = await production.app.inject({ url: '/api/v1/site-config', headers: { host } });
      expect(config.json()).toEqual({ paymentLinkUrl: null });
    } finally {
      await production.close();
    }
  });
});

import {
  estimateReservationsSchema,
  paymentIssuesSchema,
  type EstimateViewItem,
} from '@corner/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  addProject,
  addVersion,
  seedDomain,
  viewers,
} from '../../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../../test/helpers/sessions.js';
import { postSignedEvent } from '../../../../test/helpers/signed-webhook.js';
import { auditEvents, mailOutbox, paymentIssues, reservations } from '../../../db/schema.js';
import { TestClock } from '../../../lib/clock.js';

/*
 * Issue 33: a deposit you can trust (decision 50). A paid checkout reserves only an estimate
 * the customers are shown, for the deposit in its currency, once per project; everything else
 * is kept for staff and told; a refund frees the project; the stand-in follows the same rules.
 * Each finding of the issue is a test here.
 */

const secret = 'whsec_test_0123456789abcdef0123';
const clock = new TestClock();
let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
/** Customer A's published page: two versions, each with its estimate. */
let page: EstimateViewItem[];
let staffCookie: string;

const db = () => subject.app.database.db;

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { as?: string; body?: unknown } = {},
) {
  const cookie = options.as ? await signInAs(subject, options.as) : undefined;
  return subject.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
    payload: options.body as never,
  });
}

async function asStaff(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const response = await subject.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: testOrigin, cookie: staffCookie },
    payload: body as never,
  });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  return response.body ? response.json() : null;
}

/** A batch of every version of the project, calculated; published under the slug if given. */
async function calculatedBatch(projectId: string, name: string, slug?: string) {
  const batch = await asStaff('POST', `/project/${projectId}/create-new-batch`, { name });
  const base = `/project/${projectId}/batches/${batch.id}`;
  await asStaff('POST', `${base}/update-parameters`, {
    country: 'us',
    size: 'small',
    usPart: 'east',
    distance: 'near',
    deliveryType: 'shipping',
    currency: 'usd',
  });
  const estimates = (await asStaff('POST', `${base}/calculate-batch-estimate`)) as {
    id: string;
    reference: string;
    totalCost: number;
    designVersionId: string;
    validUntil: string;
  }[];
  if (slug) {
    await asStaff('POST', `${base}/create-estimate-page/${estimates[0]!.designVersionId}`, {
      slug,
    });
  }
  return estimates;
}

let eventNumber = 0;
interface SessionFields {
  id?: string;
  type?: string;
  email?: string | null;
  amount?: number;
  currency?: string;
  status?: string;
  intent?: string;
}

function checkoutEvent(reference: string, fields: SessionFields = {}) {
  eventNumber += 1;
  return JSON.stringify({
    id: fields.id ?? `evt_trust_${eventNumber}`,
    object: 'event',
    type: fields.type ?? 'checkout.session.completed',
    data: {
      object: {
        id: `cs_trust_${eventNumber}`,
        object: 'checkout.session',
        client_reference_id: reference,
        customer_details: { email: fields.email === undefined ? viewers.customerA : fields.email },
        amount_total: fields.amount ?? 50000,
        currency: fields.currency ?? 'usd',
        payment_intent: fields.intent ?? `pi_trust_${eventNumber}`,
        payment_status: fields.status ?? 'paid',
      },
    },
  });
}

async function postEvent(payload: string) {
  // Each event a second after the last: staff's list is newest first.
  clock.advance(1000);
  const response = await postSignedEvent(subject, secret, payload, clock.now());
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ outcome: string }>().outcome;
}

const pay = (reference: string, fields?: SessionFields) =>
  postEvent(checkoutEvent(reference, fields));

const activeReservations = async () =>
  (await db().select().from(reservations)).filter((row) => row.refundedAt === null);
/** The outbox's mails so far, by id: PostgreSQL keeps no row order (the sender updates rows). */
const outboxMark = async () =>
  new Set((await db().select({ id: mailOutbox.id }).from(mailOutbox)).map((mail) => mail.id));
const mailsSince = async (mark: Set<string>, words: string) =>
  (await db().select().from(mailOutbox)).filter(
    (mail) => !mark.has(mail.id) && mail.subject.includes(words),
  );

/** What the audit trail holds of one thing, oldest first (issue 39). */
const trailOf = (kind: 'reservation' | 'payment', id: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, kind), eq(auditEvents.entityId, id)))
    .orderBy(auditEvents.id);

async function issues(state: 'open' | 'all' = 'open') {
  return paymentIssuesSchema.parse(await asStaff('GET', `/admin/payment-issues?state=${state}`));
}

async function reservationsOnPage(slug: string, ids: string[]) {
  const response = await call('GET', `/estimate-view/${slug}/reservations?ids=${ids.join(',')}`);
  expect(response.statusCode).toBe(200);
  return estimateReservationsSchema.parse(response.json());
}

beforeAll(async () => {
  subject = await buildTestApp({ clock, env: { PAYMENT_WEBHOOK_SECRET: secret } });
  seeded = await seedDomain(subject, { lines: 3 });
  await addVersion(subject, seeded.projectA.id, 'Version A2', 3);
  staffCookie = await signInAs(subject, viewers.designer);
  await calculatedBatch(seeded.projectA.id, 'Shown', 'casey-estimate');
  await calculatedBatch(seeded.projectB.id, 'Olivia', 'olivia-estimate');
  page = (await call('GET', '/estimate-view/casey-estimate')).json();
  expect(page).toHaveLength(2);
}, 120_000);
afterAll(() => subject.close());

describe('what the webhook reserves', () => {
  it('reserves nothing for a checkout that is not paid, and keeps the payment for staff', async () => {
    const reference = page[0]!.estimate.reference;
    expect(await pay(reference, { status: 'unpaid' })).toBe('awaiting-payment');
    expect(await pay(reference, { status: 'no_payment_required' })).toBe('needs-attention');
    expect(await activeReservations()).toEqual([]);
    expect((await issues()).map((issue) => issue.reason)).toEqual(['not-paid']);
  });

  it('keeps a wrong amount, a wrong currency and a draft estimate for staff, telling staff and customers', async () => {
    const mark = await outboxMark();
    const reference = page[0]!.estimate.reference;
    expect(await pay(reference, { amount: 1 })).toBe('needs-attention');
    expect(await pay(reference, { currency: 'jpy', amount: 500 })).toBe('needs-attention');
    const drafts = await calculatedBatch(seeded.projectA.id, 'Draft');
    expect(await pay(drafts[0]!.reference)).toBe('needs-attention');
    expect(await activeReservations()).toEqual([]);
    const kept = await issues();
    expect(kept.slice(0, 3).map((issue) => issue.reason)).toEqual([
      'not-shown',
      'wrong-currency',
      'wrong-amount',
    ]);
    expect(kept[2]).toMatchObject({
      amount: 0.01,
      currency: 'usd',
      projectName: 'Casey kitchen',
      payerEmail: viewers.customerA,
      explanation:
        'The amount paid is not the amount due (the deposit, or the payment of the schedule).',
    });
    const staffNotices = await mailsSince(mark, 'A payment needs your attention');
    expect(new Set(staffNotices.map((mail) => mail.to))).toEqual(
      new Set([viewers.designer, viewers.admin]),
    );
    const toldCustomers = await mailsSince(mark, 'We are checking your payment');
    expect(toldCustomers.map((mail) => mail.to)).toEqual([
      viewers.customerA,
      viewers.customerA,
      viewers.customerA,
    ]);
    // The customer's mail links to no page.
    expect(toldCustomers[0]!.text).not.toMatch(/\/estimate\/|\/project\//);
  });

  it('reserves the shown estimate paid in full, confirms to the customers, and sends the payer a receipt without links', async () => {
    const mark = await outboxMark();
    const estimate = page[1]!.estimate;
    expect(await pay(estimate.reference, { email: 'friend@corner.test', intent: 'pi_first' })).toBe(
      'reserved',
    );
    const [reservation] = await activeReservations();
    expect(reservation).toMatchObject({ estimateId: estimate.id, amount: '500.00' });
    // A payer without an account is named by the e-mail the provider gave.
    expect(await trailOf('reservation', reservation!.id)).toEqual([
      expect.objectContaining({
        actorId: null,
        actorEmail: 'friend@corner.test',
        actorRole: 'customer',
        projectId: seeded.projectA.id,
        summary: `reserved a production spot with estimate ${estimate.reference} (deposit 500.00 USD)`,
      }),
    ]);
    const confirmations = await mailsSince(mark, 'Your spot is reserved');
    expect(confirmations.map((mail) => mail.to)).toEqual([viewers.customerA]);
    expect(confirmations[0]!.text).toContain('/estimate/casey-estimate');
    const [receipt] = await mailsSince(mark, 'Payment received');
    expect(receipt!.to).toBe('friend@corner.test');
    expect(receipt!.text).toContain(estimate.reference);
    expect(receipt!.text).not.toMatch(/\/estimate\/|\/project\//);
    expect(receipt!.html).not.toMatch(/\/estimate\/|\/project\//);
  });

  it('takes no second deposit for the project: the other version is not reservable and its payment waits for staff', async () => {
    const mark = await outboxMark();
    const reserved = page[1]!;
    const other = page[0]!;
    const answer = await reservationsOnPage('casey-estimate', [
      other.estimate.id,
      reserved.estimate.id,
    ]);
    expect(answer.reservation).toMatchObject({
      estimateId: reserved.estimate.id,
      reference: reserved.estimate.reference,
      designVersionName: reserved.designVersionName,
    });
    expect(answer.estimates.map((state) => state.reservable)).toEqual([false, false]);
    expect(await pay(other.estimate.reference)).toBe('needs-attention');
    expect(await activeReservations()).toHaveLength(1);
    expect(await mailsSince(mark, 'Your spot is reserved')).toEqual([]);
    expect((await issues())[0]!.reason).toBe('already-reserved');
  });

  it('keeps the reservation visible after staff publish a new page for the project', async () => {
    await calculatedBatch(seeded.projectA.id, 'Newer', 'casey-estimate-2');
    const newer: EstimateViewItem[] = (await call('GET', '/estimate-view/casey-estimate-2')).json();
    const answer = await reservationsOnPage(
      'casey-estimate-2',
      newer.map((item) => item.estimate.id),
    );
    expect(answer.reservation?.estimateId).toBe(page[1]!.estimate.id);
    expect(answer.estimates.every((state) => !state.reservable && state.reservedAt === null)).toBe(
      true,
    );
    const own = await call(
      'GET',
      `/project/${seeded.projectA.id}/estimate/reservations?ids=${newer[0]!.estimate.id}`,
      { as: viewers.customerA },
    );
    expect(own.json()).toMatchObject({ reservation: { reference: page[1]!.estimate.reference } });
    // Staff see it on the projects list (with the reserved total), the back office and the batch.
    const reservation = {
      estimateId: page[1]!.estimate.id,
      reference: page[1]!.estimate.reference,
    };
    const list = await call('GET', '/projects?search=Casey', { as: viewers.customerA });
    expect(list.json().items[0]).toMatchObject({
      reservation,
      activeEstimate: { totalCost: page[1]!.estimate.totalCost },
    });
    const adminProject = await asStaff('GET', `/admin/projects/${seeded.projectA.id}`);
    expect(adminProject.reservation).toMatchObject(reservation);
    const batches = await asStaff('GET', `/project/${seeded.projectA.id}/batches`);
    const batch = await asStaff('GET', `/project/${seeded.projectA.id}/batches/${batches[0].id}`);
    expect(batch.projectReservation).toMatchObject(reservation);
  });

  it('frees the project when the provider refunds the deposit in full', async () => {
    const partial = JSON.stringify({
      id: 'evt_refund_partial',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { object: 'charge', payment_intent: 'pi_first', refunded: false } },
    });
    expect(await postEvent(partial)).toBe('ignored');
    expect(await activeReservations()).toHaveLength(1);
    const full = JSON.stringify({
      id: 'evt_refund_full',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { object: 'charge', payment_intent: 'pi_first', refunded: true } },
    });
    expect(await postEvent(full)).toBe('refunded');
    expect(await activeReservations()).toEqual([]);
    const answer = await reservationsOnPage('casey-estimate-2', [page[0]!.estimate.id]);
    expect(answer.reservation).toBeNull();
  });

  it('reserves a delayed payment when it succeeds, and keeps a failed one for staff', async () => {
    const newer: EstimateViewItem[] = (await call('GET', '/estimate-view/casey-estimate-2')).json();
    const reference = newer[0]!.estimate.reference;
    expect(await pay(reference, { status: 'unpaid' })).toBe('awaiting-payment');
    expect(
      await pay(reference, { type: 'checkout.session.async_payment_failed', status: 'unpaid' }),
    ).toBe('needs-attention');
    expect((await issues())[0]!.reason).toBe('payment-failed');
    expect(await activeReservations()).toEqual([]);
    expect(
      await pay(reference, { type: 'checkout.session.async_payment_succeeded', status: 'paid' }),
    ).toBe('reserved');
    expect(await activeReservations()).toHaveLength(1);
  });
});

describe('payments needing attention, for staff', () => {
  it('are staff only, applied by hand once the project is free, or marked refunded', async () => {
    const kept = await issues();
    const customer = await call('GET', '/admin/payment-issues', { as: viewers.customerA });
    expect(customer.statusCode).toBe(403);
    const badId = await call('POST', '/admin/payment-issues/not-an-id/apply', {
      as: viewers.designer,
    });
    expect(badId.statusCode).toBe(400);
    // The project holds a reservation: applying a second deposit is refused and changes nothing.
    const unpaid = kept.find((issue) => issue.reason === 'not-paid')!;
    const nothingPaid = await call('POST', `/admin/payment-issues/${unpaid.id}/apply`, {
      as: viewers.designer,
    });
    expect(nothingPaid.statusCode).toBe(409);
    expect(nothingPaid.json<{ error: string }>().error).toBe(
      'Nothing was paid: this payment cannot reserve a spot',
    );
    const second = kept.find((issue) => issue.reason === 'already-reserved')!;
    const refused = await call('POST', `/admin/payment-issues/${second.id}/apply`, {
      as: viewers.designer,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toContain('already holds a reservation');
    expect(await trailOf('payment', unpaid.id)).toEqual([]);
    expect(await trailOf('payment', second.id)).toEqual([]);
    const refunded = await call('POST', `/admin/payment-issues/${second.id}/refunded`, {
      as: viewers.designer,
    });
    expect(refunded.statusCode).toBe(204);
    const again = await call('POST', `/admin/payment-issues/${second.id}/refunded`, {
      as: viewers.admin,
    });
    expect(again.statusCode).toBe(409);
    expect(await trailOf('payment', second.id)).toEqual([
      expect.objectContaining({
        actorEmail: viewers.designer,
        requestId: refunded.headers['x-request-id'],
        projectId: seeded.projectA.id,
        summary: `marked payment ${second.reference} (500.00 USD) refunded`,
        changes: [{ field: 'resolution', label: 'Resolution', from: null, to: 'Refunded' }],
      }),
    ]);
    const all = await issues('all');
    expect(all.find((issue) => issue.id === second.id)).toMatchObject({
      resolution: 'refunded',
      resolvedBy: viewers.designer,
    });
    expect((await issues()).some((issue) => issue.id === second.id)).toBe(false);
  });

  it('apply by hand reserves the spot the payment named, with the usual mails', async () => {
    // Customer B's project is free: a payment in the wrong amount is applied by staff.
    const olivia: EstimateViewItem[] = (await call('GET', '/estimate-view/olivia-estimate')).json();
    const reference = olivia[0]!.estimate.reference;
    expect(await pay(reference, { amount: 45000, email: viewers.customerB })).toBe(
      'needs-attention',
    );
    const [issue] = await issues();
    expect(issue).toMatchObject({ reason: 'wrong-amount', amount: 450 });
    const mark = await outboxMark();
    const applied = await call('POST', `/admin/payment-issues/${issue!.id}/apply`, {
      as: viewers.admin,
    });
    expect(applied.statusCode).toBe(204);
    const [reservation] = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.projectId, seeded.projectB.id));
    expect(reservation).toMatchObject({ amount: '450.00', refundedAt: null });
    expect((await mailsSince(mark, 'Your spot is reserved')).map((mail) => mail.to)).toEqual([
      viewers.customerB,
    ]);
    const [row] = await db().select().from(paymentIssues).where(eq(paymentIssues.id, issue!.id));
    expect(row!.resolution).toBe('applied');
    // Staff applied it: the reservation and the payment are both recorded as theirs.
    const requestId = applied.headers['x-request-id'];
    expect(await trailOf('reservation', reservation!.id)).toEqual([
      expect.objectContaining({
        actorEmail: viewers.admin,
        actorRole: 'admin',
        requestId,
        projectId: seeded.projectB.id,
        summary: `reserved a production spot with estimate ${reference} (deposit 450.00 USD)`,
      }),
    ]);
    expect(await trailOf('payment', issue!.id)).toEqual([
      expect.objectContaining({
        actorEmail: viewers.admin,
        requestId,
        summary: `applied payment ${reference} (450.00 USD) by hand to estimate ${reference}`,
        changes: [{ field: 'resolution', label: 'Resolution', from: null, to: 'Applied by hand' }],
      }),
    ]);
  });
});

describe('the deposit is a setting on the price list', () => {
  it('is shown beside RESERVE A SPOT from the active price list, and a payment must match it', async () => {
    const lists = (await call('GET', '/admin/price-lists', { as: viewers.admin })).json();
    const { version: _version, ...rates } = { ...lists.active.rates, version: 0 };
    const saved = await call('POST', '/admin/price-lists', {
      as: viewers.admin,
      body: {
        basedOnVersion: lists.active.version,
        rates: { ...rates, deposit: { ...rates.deposit, usd: '750.00' } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const newer: EstimateViewItem[] = (await call('GET', '/estimate-view/casey-estimate-2')).json();
    const answer = await reservationsOnPage('casey-estimate-2', [newer[0]!.estimate.id]);
    expect(answer.estimates[0]!.deposit).toEqual({ amount: 750, currency: 'usd' });
    const refused = await call('POST', '/admin/price-lists', {
      as: viewers.admin,
      body: {
        basedOnVersion: lists.active.version + 1,
        rates: { ...rates, deposit: { usd: '-1', eur: '1', gbp: '1' } },
      },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('expiry', () => {
  it('keeps a payment that arrives after the end of the valid-until day for staff', async () => {
    const project = await addProject(subject, 'Late kitchen');
    await addVersion(subject, project.id, 'Late version', 2);
    const [estimate] = await calculatedBatch(project.id, 'Late', 'late-estimate');
    clock.set(`${estimate!.validUntil}T23:59:59.999Z`);
    expect(await pay(estimate!.reference)).toBe('needs-attention');
    expect((await issues())[0]).toMatchObject({ reason: 'expired', projectName: 'Late kitchen' });
    const reserved = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.projectId, project.id));
    expect(reserved).toEqual([]);
  });
});

import {
  acceptanceSchema,
  estimateBreakdownsResponseSchema,
  type Acceptance,
  paymentScheduleSchema,
  projectAcceptancesSchema,
  roundMoney,
  sumMoney,
  userProjectsResponseSchema,
  type EstimateBreakdown,
} from '@corner/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, scheduledPayments, users } from '../../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { caller } from '../../../../test/helpers/cache.js';

/*
 * Issue 38 point 4 on the demo data: the company's schedule until an acceptance fixes it, the
 * amounts to the cent for the accepted total, staff's changes and the lock after a payment.
 */
let subject: TestApp;
let call: ReturnType<typeof caller>;
let projectId = '';
let shown: EstimateBreakdown;
let acceptance: Acceptance;

const designer = 'designer@corner.example';
const customer = 'customer@corner.example';
const other = 'other@corner.example';
const db = () => subject.app.database.db;
const url = () => `/project/${projectId}/payment-schedule`;

async function schedule(as = customer) {
  const response = await call('GET', url(), as);
  expect(response.statusCode, response.body).toBe(200);
  return paymentScheduleSchema.parse(response.json());
}

const put = (payments: unknown[], as = designer) => call('PUT', url(), as, { payments });

/** The audit trail's changes of this project's schedule, oldest first (issue 39). */
const trail = () =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'payment-schedule'), eq(auditEvents.entityId, projectId)))
    .orderBy(auditEvents.id);

beforeAll(async () => {
  subject = await buildTestApp({ demoData: true });
  call = caller(subject);
  const [user] = await db().select().from(users).where(eq(users.email, customer));
  const list = userProjectsResponseSchema.parse(
    (await call('GET', `/user/${user!.id}/projects`, customer)).json(),
  );
  projectId = list.find((project) => project.status === 'estimation')!.id;
  const breakdowns = await call('GET', `/project/${projectId}/estimate/breakdown`, customer);
  shown = estimateBreakdownsResponseSchema.parse(breakdowns.json())[0]!;
}, 180_000);
afterAll(() => subject.close());

describe('before an acceptance', () => {
  it("answers the company's schedule without amounts", async () => {
    const answer = await schedule();
    expect(answer.stored).toBe(false);
    expect(answer.accepted).toBeNull();
    expect(answer.payments.map((payment) => payment.label)).toEqual([
      'Deposit',
      'Before production',
      'On delivery',
    ]);
    expect(answer.payments.slice(1).map((payment) => payment.amount)).toEqual([null, null]);
    expect(answer.payments.every((payment) => payment.id === null)).toBe(true);
  });

  it("keeps it from other customers and from customers' hands", async () => {
    expect((await call('GET', url(), other)).statusCode).toBe(404);
    const byCustomer = await put(
      [{ label: 'All', share: { kind: 'rest' }, due: { kind: 'delivery' } }],
      customer,
    );
    expect(byCustomer.statusCode).toBe(403);
    expect(await db().select().from(scheduledPayments)).toHaveLength(0);
  });
});

describe('after an acceptance', () => {
  beforeAll(async () => {
    const { terms } = projectAcceptancesSchema.parse(
      (await call('GET', `/project/${projectId}/acceptances`, customer)).json(),
    );
    const accepted = await call('POST', `/project/${projectId}/acceptances`, customer, {
      estimateId: shown.estimateId,
      fullName: 'Alex Walker',
      agreed: true,
      termsRevision: terms!.revision,
      signature: null,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    acceptance = acceptanceSchema.parse(accepted.json());
  });

  it('fixes the schedule agreed and works out its amounts to the cent', async () => {
    const answer = await schedule();
    expect(answer.stored).toBe(true);
    expect(answer.accepted).toEqual({
      reference: acceptance.reference,
      total: acceptance.totalCost,
    });
    const amounts = answer.payments.map((payment) => payment.amount!);
    expect(amounts[1]).toBe(roundMoney(acceptance.totalCost * 0.6, acceptance.currency).toNumber());
    expect(sumMoney(amounts, acceptance.currency)).toBe(acceptance.totalCost);
    expect(answer.payments.every((payment) => /^P-[0-9A-F]{10}$/.test(payment.reference!))).toBe(
      true,
    );
    expect(answer.payments[0]!.state).toBe('due');
    expect(answer.outstanding).toBe(sumMoney(amounts, acceptance.currency) - answer.paidTotal);
  });

  it('refuses shares that do not add up, and changes nothing', async () => {
    const before = await schedule();
    const short = await put([
      { label: 'Half', share: { kind: 'percent', value: '50' }, due: { kind: 'production' } },
      { label: 'Most', share: { kind: 'percent', value: '40' }, due: { kind: 'delivery' } },
    ]);
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('The percentages come to 90 %, not 100 %');
    const misplaced = await put([
      { label: 'First', share: { kind: 'percent', value: '10' }, due: { kind: 'acceptance' } },
      { label: 'Deposit', share: { kind: 'deposit' }, due: { kind: 'acceptance' } },
      { label: 'Rest', share: { kind: 'rest' }, due: { kind: 'delivery' } },
    ]);
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.body).toContain('Only the first payment can be the deposit');
    expect(await schedule()).toEqual(before);
    expect(await trail()).toEqual([]);
  });

  it("takes staff's schedule: thirds that do not divide evenly still add up", async () => {
    const saved = await put([
      { label: 'Deposit', share: { kind: 'deposit' }, due: { kind: 'acceptance' } },
      { label: 'Cutting', share: { kind: 'percent', value: '33.33' }, due: { kind: 'production' } },
      {
        label: 'Fitting',
        share: { kind: 'percent', value: '33.33' },
        due: { kind: 'date', date: '2027-06-01' },
      },
      { label: 'Handover', share: { kind: 'rest' }, due: { kind: 'delivery' } },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = paymentScheduleSchema.parse(saved.json());
    expect(answer.payments.map((payment) => payment.label)).toEqual([
      'Deposit',
      'Cutting',
      'Fitting',
      'Handover',
    ]);
    const amounts = answer.payments.map((payment) => payment.amount!);
    const third = roundMoney(acceptance.totalCost * 0.3333, acceptance.currency).toNumber();
    expect(amounts.slice(1, 3)).toEqual([third, third]);
    expect(sumMoney(amounts, acceptance.currency)).toBe(acceptance.totalCost);
    expect(answer.payments[2]!.payBy).toBe('2027-06-01');
    expect(await schedule()).toEqual(answer);

    // The trail says what changed, payment by payment, with the amounts to the cent.
    const money = (amount: number) => `${amount.toFixed(2)} ${acceptance.currency.toUpperCase()}`;
    const sixty = roundMoney(acceptance.totalCost * 0.6, acceptance.currency).toNumber();
    const [saved_] = await trail();
    expect(saved_).toMatchObject({
      actorEmail: designer,
      requestId: saved.headers['x-request-id'],
      projectId,
      summary: expect.stringMatching(/^saved the payment schedule of /),
    });
    expect(saved_!.changes).toEqual([
      {
        field: 'payment2.label',
        label: 'Payment 2: Label',
        from: 'Before production',
        to: 'Cutting',
      },
      {
        field: 'payment2.share',
        label: 'Payment 2: How much',
        from: '60.00 % of the total',
        to: '33.33 % of the total',
      },
      {
        field: 'payment2.amount',
        label: 'Payment 2: Amount',
        from: money(sixty),
        to: money(third),
      },
      { field: 'payment3.label', label: 'Payment 3: Label', from: 'On delivery', to: 'Fitting' },
      {
        field: 'payment3.share',
        label: 'Payment 3: How much',
        from: 'The rest of the total',
        to: '33.33 % of the total',
      },
      {
        field: 'payment3.due',
        label: 'Payment 3: When it is due',
        from: 'On delivery',
        to: 'On 2027-06-01',
      },
      {
        field: 'payment3.amount',
        label: 'Payment 3: Amount',
        from: money(amounts[1]! + amounts[2]! + amounts[3]! - sixty),
        to: money(third),
      },
      { field: 'payment4.label', label: 'Payment 4: Label', from: null, to: 'Handover' },
      {
        field: 'payment4.share',
        label: 'Payment 4: How much',
        from: null,
        to: 'The rest of the total',
      },
      { field: 'payment4.due', label: 'Payment 4: When it is due', from: null, to: 'On delivery' },
      { field: 'payment4.amount', label: 'Payment 4: Amount', from: null, to: money(amounts[3]!) },
    ]);
  });

  it('is locked once a payment of it is paid', async () => {
    const [cutting] = await db()
      .update(scheduledPayments)
      .set({ paidAt: new Date(), amountPaid: '1.00', currency: acceptance.currency })
      .where(eq(scheduledPayments.position, 1))
      .returning();
    expect(cutting).toBeDefined();
    const answer = await schedule(designer);
    expect(answer.editable).toBe(false);
    expect(answer.payments[1]!.state).toBe('paid');
    const refused = await put([
      { label: 'All', share: { kind: 'rest' }, due: { kind: 'delivery' } },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('The schedule cannot change after a payment of it was paid');
    expect(await schedule(designer)).toEqual(answer);
    expect(await trail()).toHaveLength(1);
  });
});

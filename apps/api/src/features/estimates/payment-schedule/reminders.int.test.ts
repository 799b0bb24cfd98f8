import { paymentsDueSchema } from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema.js';
import { TestClock } from '../../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { caller } from '../../../../test/helpers/cache.js';
import { acceptDemoEstimate } from '../../../../test/helpers/demo-acceptance.js';

/*
 * Issue 38 point 5's reminders and point 6's list for staff, on the demo data: a payment falls
 * due at the acceptance, is overdue 14 days later; each state is mailed once, however often the
 * pass runs; staff see it in the list of payments due and overdue.
 */
const clock = new TestClock();
let subject: TestApp;
let call: ReturnType<typeof caller>;
let projectId = '';

const designer = 'designer@corner.example';
const customer = 'customer@corner.example';
const db = () => subject.app.database.db;
const dayMs = 86_400_000;

async function mailsTo(to: string, subject_: string) {
  return (await db().select().from(mailOutbox)).filter(
    (mail) => mail.to === to && mail.subject.startsWith(subject_),
  );
}

async function due() {
  const response = await call('GET', '/admin/payments-due', designer);
  expect(response.statusCode, response.body).toBe(200);
  return paymentsDueSchema.parse(response.json()).filter((each) => each.projectId === projectId);
}

beforeAll(async () => {
  subject = await buildTestApp({ demoData: true, clock });
  call = caller(subject);
  ({ projectId } = await acceptDemoEstimate(subject, call));
}, 180_000);
afterAll(() => subject.close());

describe('payment reminders', () => {
  it('mails the customers once when a payment falls due', async () => {
    expect(await subject.app.paymentReminders.remind()).toBe(1);
    expect(await subject.app.paymentReminders.remind()).toBe(0);
    const [reminder] = await mailsTo(customer, 'Payment due: Deposit');
    expect(reminder).toBeDefined();
    expect(reminder!.text).toContain('is due: please pay it by');
    expect(reminder!.text).toContain(`/project/${projectId}/dashboard`);
    expect(await mailsTo(designer, 'Payment due')).toHaveLength(0);
  });

  it('lists it for staff, and only for staff', async () => {
    const [deposit] = await due();
    expect(deposit).toMatchObject({ label: 'Deposit', state: 'due' });
    expect((await call('GET', '/admin/payments-due', customer)).statusCode).toBe(403);
  });

  it('mails the customers and the designer once when it is overdue', async () => {
    clock.advance(16 * dayMs);
    // The demo project's later payments may fall due on the way: at least the deposit's.
    expect(await subject.app.paymentReminders.remind()).toBeGreaterThanOrEqual(1);
    expect(await subject.app.paymentReminders.remind()).toBe(0);
    expect(await mailsTo(customer, 'Payment overdue: Deposit')).toHaveLength(1);
    const [staff] = await mailsTo(designer, 'Payment overdue: Deposit');
    expect(staff!.text).toContain('has not arrived');
    expect((await due()).find((each) => each.label === 'Deposit')?.state).toBe('overdue');
  });
});

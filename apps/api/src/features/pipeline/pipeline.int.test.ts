import { pipelineSchema, type Pipeline, type PipelineStepKey } from '@corner/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptances,
  batches,
  designVersions,
  enquiries,
  estimatePages,
  estimates,
  projects,
  requoteRequests,
  reservations,
  scheduledPayments,
  users,
} from '../../db/schema.js';
import { TestClock } from '../../lib/clock.js';
import { caller } from '../../../test/helpers/cache.js';
import { seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

/*
 * Issue 39 point 3: the pipeline of a small funnel whose every moment is known, so each count,
 * share, median and value can be worked out by hand (the comments do). Now is 2026-06-30 noon
 * UTC; the period is June 2026.
 */

let subject: TestApp;
let call: ReturnType<typeof caller>;
const clock = new TestClock(new Date('2026-06-30T12:00:00.000Z'));
const db = () => subject.app.database.db;
const at = (time: string) => new Date(`2026-${time}:00.000Z`);

const ids = {
  designer: '',
  p1: '',
  p2: '',
  p5: '',
  p6: '',
  e3: '',
  e5: '',
  requoteP2: '',
  requoteP5: '',
};

async function enquiry(name: string, receivedAt: Date, projectId: string | null = null) {
  const [row] = await db()
    .insert(enquiries)
    .values({
      name,
      email: `${name.toLowerCase()}@lead.test`,
      country: 'DE',
      postcode: '10115',
      kitchenSize: 'small',
      message: 'A kitchen',
      consentedAt: receivedAt,
      status: projectId ? 'converted' : 'new',
      projectId,
      createdAt: receivedAt,
    })
    .returning();
  return row!;
}

async function project(name: string, createdAt: Date, designerId: string | null, isDemo = false) {
  const [row] = await db()
    .insert(projects)
    .values({ name, status: 'estimation', createdAt, designerId, isDemo })
    .returning();
  return row!;
}

/** A batch of the project with one estimate per total (a version each), created at `at`. */
async function batchWithEstimates(
  projectId: string,
  name: string,
  createdAt: Date,
  totals: { currency: 'usd' | 'eur' | 'gbp'; total: string }[],
) {
  const [batch] = await db().insert(batches).values({ projectId, name, createdAt }).returning();
  const made = [];
  for (const [index, { currency, total }] of totals.entries()) {
    const [version] = await db()
      .insert(designVersions)
      .values({ projectId, name: `${name} v${index + 1}`, createdAt })
      .returning();
    const [estimate] = await db()
      .insert(estimates)
      .values({
        designVersionId: version!.id,
        batchId: batch!.id,
        currency,
        materialsCost: total,
        componentsCost: '0.00',
        countertopCost: '0.00',
        assemblyCost: '0.00',
        deliveryCost: '0.00',
        measurementsCost: '0.00',
        installationCost: '0.00',
        totalCost: total,
        validUntil: '2026-12-31',
        priceListVersion: 1,
        snapshot: {},
        createdAt,
      })
      .returning();
    made.push(estimate!);
  }
  return { batch: batch!, estimates: made };
}

async function page(
  batchId: string,
  designVersionId: string,
  slug: string,
  createdAt: Date,
  firstOpenedAt: Date | null,
) {
  const [row] = await db()
    .insert(estimatePages)
    .values({ batchId, designVersionId, name: `Page ${slug}`, slug, createdAt, firstOpenedAt })
    .returning();
  return row!;
}

async function accept(projectId: string, estimate: typeof estimates.$inferSelect, when: Date) {
  await db().insert(acceptances).values({
    projectId,
    estimateId: estimate.id,
    designVersionId: estimate.designVersionId,
    email: viewers.customerA,
    fullName: 'Casey',
    acceptedAt: when,
    clientAddress: '127.0.0.1',
    userAgent: 'test',
    termsRevision: 1,
    termsText: 'Terms',
    termsHash: 'h',
    estimateHash: 'h',
    recordKey: 'k',
    recordHash: 'h',
  });
}

async function reserve(
  projectId: string,
  estimateId: string,
  when: Date,
  amount: string | null,
  refundedAt: Date | null = null,
) {
  await db()
    .insert(reservations)
    .values({
      projectId,
      estimateId,
      eventId: `evt-${projectId}-${when.getTime()}`,
      amount,
      currency: amount ? 'usd' : null,
      createdAt: when,
      refundedAt,
    });
}

async function scheduled(
  projectId: string,
  position: number,
  paid: { at: Date; amount: string } | null,
) {
  await db()
    .insert(scheduledPayments)
    .values({
      projectId,
      position,
      label: `Payment ${position + 1}`,
      shareKind: 'percent',
      shareValue: '50',
      dueKind: 'date',
      dueDate: '2026-08-01',
      reference: `P-${projectId.slice(0, 8)}${position}`,
      paidAt: paid?.at ?? null,
      amountPaid: paid?.amount ?? null,
      currency: paid ? 'usd' : null,
    });
}

async function requote(projectId: string, estimateId: string, when: Date, closed = false) {
  const [row] = await db()
    .insert(requoteRequests)
    .values({
      projectId,
      estimateId,
      day: when.toISOString().slice(0, 10),
      createdAt: when,
      closedAt: closed ? when : null,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  subject = await buildTestApp({ clock });
  call = caller(subject);
  const seeded = await seedDomain(subject);
  // The matrix's own projects were made long before the period.
  await db()
    .update(projects)
    .set({ createdAt: new Date('2024-01-01T00:00:00Z') })
    .where(inArray(projects.id, [seeded.projectA.id, seeded.projectB.id]));
  const [designer] = await db().select().from(users).where(eq(users.email, viewers.designer));
  ids.designer = designer!.id;

  // Lead 1: enquiry 06-01 → project 06-03 (2 days; the designer's) → page 06-04 (1 day) →
  // opened 06-04 noon (0.5) → accepted 06-06 noon (2) → deposit 06-07 noon (1), and a
  // payment of 3,000 on 06-20. The page shows version 1 (1,000.50); version 2 was accepted.
  const p1 = await project('Lead one kitchen', at('06-03T00:00'), ids.designer);
  ids.p1 = p1.id;
  await enquiry('One', at('06-01T00:00'), p1.id);
  const b1 = await batchWithEstimates(p1.id, 'June', at('06-03T12:00'), [
    { currency: 'usd', total: '1000.50' },
    { currency: 'usd', total: '1100.00' },
  ]);
  await page(
    b1.batch.id,
    b1.estimates[0]!.designVersionId,
    'lead-one',
    at('06-04T00:00'),
    at('06-04T12:00'),
  );
  await accept(p1.id, b1.estimates[1]!, at('06-06T12:00'));
  await reserve(p1.id, b1.estimates[1]!.id, at('06-07T12:00'), '500.00');
  await scheduled(p1.id, 0, null);
  await scheduled(p1.id, 1, { at: at('06-20T00:00'), amount: '3000.00' });
  await scheduled(p1.id, 2, null);

  // Lead 2: enquiry 06-02 → project 06-06 (4 days) → page 06-08 (2) → opened 06-09 (1); a newer
  // page (06-12, 2,100.00) opened 06-13, 17 days ago: waiting. A new quote asked for 06-20.
  const p2 = await project('Lead two kitchen', at('06-06T00:00'), null);
  ids.p2 = p2.id;
  await enquiry('Two', at('06-02T00:00'), p2.id);
  const b2 = await batchWithEstimates(p2.id, 'First', at('06-07T00:00'), [
    { currency: 'eur', total: '2000.00' },
  ]);
  await page(
    b2.batch.id,
    b2.estimates[0]!.designVersionId,
    'lead-two',
    at('06-08T00:00'),
    at('06-09T00:00'),
  );
  const b2b = await batchWithEstimates(p2.id, 'Second', at('06-11T00:00'), [
    { currency: 'eur', total: '2100.00' },
  ]);
  await page(
    b2b.batch.id,
    b2b.estimates[0]!.designVersionId,
    'lead-two-b',
    at('06-12T00:00'),
    at('06-13T00:00'),
  );
  ids.requoteP2 = (await requote(p2.id, b2.estimates[0]!.id, at('06-20T00:00'))).id;
  await requote(p2.id, b2.estimates[0]!.id, at('06-19T00:00'), true);

  // Lead 3: an enquiry of 06-10 nobody contacted yet.
  ids.e3 = (await enquiry('Three', at('06-10T00:00'))).id;
  // Before the period: an enquiry of 05-20 converted on 06-05 belongs to May's cohort.
  const p4 = await project('Lead four kitchen', at('06-05T00:00'), ids.designer);
  await enquiry('Four', at('05-20T00:00'), p4.id);
  // An older enquiry still 'new': first in the waiting list.
  ids.e5 = (await enquiry('Five', at('01-10T00:00'))).id;

  // Lead 5: a project made without an enquiry, 06-12 (the designer's) → page 06-15 (3 days),
  // never opened; a new quote asked for 06-25.
  const p5 = await project('Lead five kitchen', at('06-12T00:00'), ids.designer);
  ids.p5 = p5.id;
  const b5 = await batchWithEstimates(p5.id, 'June', at('06-14T00:00'), [
    { currency: 'usd', total: '2500.00' },
  ]);
  await page(b5.batch.id, b5.estimates[0]!.designVersionId, 'lead-five', at('06-15T00:00'), null);
  ids.requoteP5 = (await requote(p5.id, b5.estimates[0]!.id, at('06-25T00:00'))).id;

  // Lead 6: a project made 06-20 that reserved on 06-25 from its pinned estimate (800.00 GBP)
  // with no page: it passed 'published' and 'opened' without a moment; the provider named no
  // amount. An older refunded reservation does not count.
  const p6 = await project('Lead six kitchen', at('06-20T00:00'), null);
  ids.p6 = p6.id;
  const b6 = await batchWithEstimates(p6.id, 'June', at('06-21T00:00'), [
    { currency: 'gbp', total: '800.00' },
  ]);
  await reserve(p6.id, b6.estimates[0]!.id, at('06-22T00:00'), '500.00', at('06-23T00:00'));
  await reserve(p6.id, b6.estimates[0]!.id, at('06-25T00:00'), null);

  // The template project is never in the pipeline.
  await project('Template kitchen', at('06-15T00:00'), null, true);
});
afterAll(() => subject.close());

async function pipeline(query: string, as: string = viewers.admin): Promise<Pipeline> {
  const response = await call('GET', `/admin/pipeline${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return pipelineSchema.parse(response.json());
}

const step = (answer: Pipeline, key: PipelineStepKey) => answer.steps.find((s) => s.key === key)!;

describe('the funnel of a period', () => {
  const june = '?from=2026-06-01&to=2026-06-30';

  it('counts each step, its share of the step before and the median days from it', async () => {
    const answer = await pipeline(june);
    expect(answer.period).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    expect(answer.scope).toBe('company');
    expect(
      answer.steps.map(({ key, count, conversionPercent, medianDays, timed }) => [
        key,
        count,
        conversionPercent,
        medianDays,
        timed,
      ]),
    ).toEqual([
      // Enquiries 1, 2, 3 and projects 5 and 6 (made without one).
      ['enquiry', 5, null, null, 0],
      // 4 of 5; enquiry to project: 2 and 4 days.
      ['converted', 4, 80, 3, 2],
      // Projects 1, 2, 5 and 6 (through its reservation); 1, 2 and 3 days.
      ['published', 4, 100, 2, 3],
      // 1, 2 and 6; 0.5 and 1 day: 0.75, shown 0.8.
      ['opened', 3, 75, 0.8, 2],
      // 1 and 6; only project 1 has both moments: 2 days.
      ['committed', 2, 66.7, 2, 1],
      // 1 (1 day after accepting) and 6 (the reservation both commits and pays: 0).
      ['paid', 2, 100, 0.5, 2],
    ]);
  });

  it('adds up the estimates at each step per currency, exactly', async () => {
    const answer = await pipeline(june);
    expect(step(answer, 'enquiry').values).toEqual([]);
    expect(step(answer, 'converted').values).toEqual([]);
    // The latest page's estimate (project 2's newer page), else the one reserved (project 6).
    expect(step(answer, 'published').values).toEqual([
      { currency: 'usd', amount: '3500.50', count: 2 },
      { currency: 'eur', amount: '2100.00', count: 1 },
      { currency: 'gbp', amount: '800.00', count: 1 },
    ]);
    expect(step(answer, 'opened').values).toEqual([
      { currency: 'usd', amount: '1000.50', count: 1 },
      { currency: 'eur', amount: '2100.00', count: 1 },
      { currency: 'gbp', amount: '800.00', count: 1 },
    ]);
    // The accepted estimate (version 2 of project 1), and project 6's reserved one.
    expect(step(answer, 'committed').values).toEqual([
      { currency: 'usd', amount: '1100.00', count: 1 },
      { currency: 'gbp', amount: '800.00', count: 1 },
    ]);
    // What was paid: project 1's deposit and payment; project 6's provider named no amount.
    expect(step(answer, 'paid').values).toEqual([{ currency: 'usd', amount: '3500.00', count: 2 }]);
  });

  it('takes the last 365 days up to today by default, and a cohort with nobody is zeros', async () => {
    const answer = await pipeline('');
    expect(answer.period).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    // June's five leads, enquiry 4 (May) and enquiry 5 (January).
    expect(step(answer, 'enquiry').count).toBe(7);
    const empty = await pipeline('?from=2026-07-01&to=2026-07-31');
    expect(empty.steps.map((each) => each.count)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(empty.steps.every((each) => each.conversionPercent === null)).toBe(true);
    expect(empty.steps.every((each) => each.medianDays === null)).toBe(true);
    // A single day: the first of June holds enquiry 1 alone.
    expect(step(await pipeline('?from=2026-06-01&to=2026-06-01'), 'enquiry').count).toBe(1);
  });
});

describe('what waits now', () => {
  it('lists the enquiries not contacted, opened estimates, new quote requests, oldest first', async () => {
    const { waiting } = await pipeline('?from=2026-06-01&to=2026-06-30');
    expect(waiting.notContacted).toEqual({
      items: [
        { id: ids.e5, name: 'Five', receivedAt: '2026-01-10T00:00:00.000Z' },
        { id: ids.e3, name: 'Three', receivedAt: '2026-06-10T00:00:00.000Z' },
      ],
      total: 2,
    });
    // Project 2's latest page was first opened 17 days ago; project 1 accepted; 5 never opened.
    expect(waiting.openedNotReserved).toEqual({
      items: [
        {
          projectId: ids.p2,
          projectName: 'Lead two kitchen',
          pageName: 'Page lead-two-b',
          openedAt: '2026-06-13T00:00:00.000Z',
        },
      ],
      total: 1,
    });
    expect(waiting.requotes.items.map((item) => [item.id, item.projectName])).toEqual([
      [ids.requoteP2, 'Lead two kitchen'],
      [ids.requoteP5, 'Lead five kitchen'],
    ]);
    expect(waiting.requotes.total).toBe(2);
    expect(waiting.requotes.items[0]!.estimateReference).toMatch(/^E-\d{4}-\d{4,}$/);
    expect(waiting.paymentProjectIds).toBeNull();
  });

  it('leaves a page opened less than 14 days ago out until it has waited 14 days', async () => {
    clock.set('2026-06-26T12:00:00.000Z');
    try {
      expect((await pipeline('')).waiting.openedNotReserved.total).toBe(0);
      clock.set('2026-06-27T00:00:00.000Z');
      expect((await pipeline('')).waiting.openedNotReserved.total).toBe(1);
    } finally {
      clock.set('2026-06-30T12:00:00.000Z');
    }
  });
});

describe("a designer's own pipeline", () => {
  it('holds the leads that became their projects, and what waits on those', async () => {
    const answer = await pipeline('?from=2026-06-01&to=2026-06-30', viewers.designer);
    expect(answer.scope).toBe('own');
    // Lead 1 (enquiry → their project) and project 5.
    expect(answer.steps.map((each) => [each.key, each.count, each.conversionPercent])).toEqual([
      ['enquiry', 2, null],
      ['converted', 2, 100],
      ['published', 2, 100],
      ['opened', 1, 50],
      ['committed', 1, 100],
      ['paid', 1, 100],
    ]);
    expect(step(answer, 'published').values).toEqual([
      { currency: 'usd', amount: '3500.50', count: 2 },
    ]);
    expect(answer.waiting.notContacted).toEqual({ items: [], total: 0 });
    expect(answer.waiting.openedNotReserved.total).toBe(0);
    expect(answer.waiting.requotes.items.map((item) => item.id)).toEqual([ids.requoteP5]);
    // Project 1 still has payments to pay; the page lists its overdue ones.
    expect(answer.waiting.paymentProjectIds).toEqual([ids.p1]);
  });
});

describe('refusals and bad input', () => {
  it('answers 401 without a session and 403 to customers', async () => {
    expect((await call('GET', '/admin/pipeline')).statusCode).toBe(401);
    const customer = await call('GET', '/admin/pipeline', viewers.customerA);
    expect(customer.statusCode).toBe(403);
  });

  it('refuses a period that starts after its end, and a day that is no day, with a sentence', async () => {
    const backwards = await call(
      'GET',
      '/admin/pipeline?from=2026-06-30&to=2026-06-01',
      viewers.admin,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      error: 'The period must start on or before its last day',
    });
    // Only a start, after today: the default end (today) is before it.
    const future = await call('GET', '/admin/pipeline?from=2026-07-01', viewers.designer);
    expect(future.statusCode).toBe(400);
    const noDay = await call('GET', '/admin/pipeline?from=2026-02-30', viewers.admin);
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().error).toContain('From must be a calendar day, YYYY-MM-DD');
    const unknown = await call('GET', '/admin/pipeline?since=2026-01-01', viewers.admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('since');
  });
});

describe("a page's first open", () => {
  it('is dated by the first open stored, once', async () => {
    const [pinned] = await db()
      .select({ id: estimatePages.id, firstOpenedAt: estimatePages.firstOpenedAt })
      .from(estimatePages)
      .where(eq(estimatePages.slug, 'lead-five'));
    expect(pinned!.firstOpenedAt).toBeNull();
    const open = () => call('POST', '/estimate-view/lead-five/events', undefined, { kind: 'view' });
    expect((await open()).statusCode).toBe(204);
    const [first] = await db()
      .select({ firstOpenedAt: estimatePages.firstOpenedAt })
      .from(estimatePages)
      .where(eq(estimatePages.id, pinned!.id));
    expect(first!.firstOpenedAt).toBeInstanceOf(Date);
    expect((await open()).statusCode).toBe(204);
    const [again] = await db()
      .select({ firstOpenedAt: estimatePages.firstOpenedAt })
      .from(estimatePages)
      .where(eq(estimatePages.id, pinned!.id));
    expect(again!.firstOpenedAt).toEqual(first!.firstOpenedAt);
    // Project 5 now counts as opened (it was made in June; the open is today, real time).
    const answer = await pipeline('?from=2026-06-01&to=2026-06-30');
    expect(step(answer, 'opened').count).toBe(4);
  });
});

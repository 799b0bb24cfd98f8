import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDomain, viewers } from '../../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  auditEvents,
  batches,
  estimates,
  itemLines,
  mailOutbox,
  requoteRequests,
  users,
} from '../../../db/schema.js';

/*
 * Staff's re-quote (decision 37.8) is one transaction with its mail in the outbox: a re-quote
 * that fails mails nobody, and two staff re-quoting one request at once make one re-quote and
 * one mail.
 */

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let requestId: string;

const db = () => subject.app.database.db;

async function post(url: string, payload?: unknown) {
  const headers = { origin: testOrigin, cookie: await signInAs(subject, viewers.designer) };
  return subject.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers,
    payload: payload as never,
  });
}

const requote = () => post(`/project/${seeded.projectA.id}/requote-requests/${requestId}/requote`);
const requotedMails = async () =>
  (await db().select().from(mailOutbox)).filter((mail) =>
    mail.subject.includes('Your new estimate'),
  );
/** The audit trail's rows of new-quote requests, oldest first (issue 39). */
const requoteTrail = () =>
  db()
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.entityKind, 'requote-request'))
    .orderBy(asc(auditEvents.id));
const batchCount = async () =>
  (await db().select().from(batches).where(eq(batches.projectId, seeded.projectA.id))).length;

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject);
  const projectId = seeded.projectA.id;
  const batch = (await post(`/project/${projectId}/create-new-batch`, { name: 'B' })).json();
  const base = `/project/${projectId}/batches/${batch.id}`;
  const params = { country: 'eu', size: 'small', distance: 'near', currency: 'usd' };
  await post(`${base}/update-parameters`, params);
  await post(`${base}/calculate-batch-estimate`);
  await post(`${base}/create-estimate-page/${seeded.versionA.id}`, { slug: 'requote-kitchen' });
  // An open request on the version's estimate, as 'Ask for a new quote' records it.
  const [estimate] = await db()
    .select({ id: estimates.id })
    .from(estimates)
    .where(eq(estimates.designVersionId, seeded.versionA.id));
  const [customer] = await db().select().from(users).where(eq(users.email, viewers.customerA));
  const [request] = await db()
    .insert(requoteRequests)
    .values({
      estimateId: estimate!.id,
      projectId,
      userId: customer!.id,
      day: '2026-11-27',
      createdAt: new Date(),
    })
    .returning();
  requestId = request!.id;
});
afterAll(() => subject.close());

describe('POST /project/{id}/requote-requests/{requestId}/requote', () => {
  it('mails nobody and changes nothing when its transaction fails', async () => {
    const lines = await db()
      .select()
      .from(itemLines)
      .where(eq(itemLines.designVersionId, seeded.versionA.id));
    // Today's calculation of the version would be more than an estimate can hold: 409.
    await db()
      .update(itemLines)
      .set({ quantity: '999999', unitPrice: '99999999' })
      .where(eq(itemLines.designVersionId, seeded.versionA.id));
    const before = await batchCount();
    const failed = await requote();
    expect(failed.statusCode).toBe(409);
    expect(failed.json()).toMatchObject({ code: 'ESTIMATE_TOO_LARGE' });
    expect(await batchCount()).toBe(before);
    expect(await requotedMails()).toHaveLength(0);
    const [request] = await db()
      .select()
      .from(requoteRequests)
      .where(eq(requoteRequests.id, requestId));
    expect(request!.closedAt).toBeNull();
    expect(await requoteTrail()).toEqual([]);
    for (const line of lines) {
      await db()
        .update(itemLines)
        .set({ quantity: line.quantity, unitPrice: line.unitPrice })
        .where(eq(itemLines.id, line.id));
    }
  });

  // The request the failed re-quote left open.
  it('re-quotes once and mails once when two staff re-quote one request at once', async () => {
    const before = await batchCount();
    const answers = await Promise.all([requote(), requote()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await batchCount()).toBe(before + 1);
    const mails = await requotedMails();
    expect(mails.map((mail) => mail.to)).toEqual([viewers.customerA]);
    const { slug } = answers.find((answer) => answer.statusCode === 200)!.json<{ slug: string }>();
    expect(mails[0]!.text).toContain(`/estimate/${slug}`);

    // Issue 39: one row, from the re-quote that went through: the batch and page replaced.
    const done = answers.find((answer) => answer.statusCode === 200)!;
    const trail = await requoteTrail();
    expect(trail).toHaveLength(1);
    const [estimate] = await db()
      .select()
      .from(estimates)
      .where(eq(estimates.batchId, done.json<{ batchId: string }>().batchId));
    expect(trail[0]).toMatchObject({
      actorEmail: viewers.designer,
      requestId: done.headers['x-request-id'],
      projectId: seeded.projectA.id,
      entityId: requestId,
      summary: expect.stringMatching(
        /^re-quoted estimate E-\d{4}-\d+ as batch B \(re-quote\) on estimate page requote-kitchen-[0-9a-f]{4}$/,
      ),
      changes: [
        { field: 'batch', label: 'Batch', from: 'B', to: 'B (re-quote)' },
        { field: 'estimatePage', label: 'Estimate page', from: 'requote-kitchen', to: slug },
        {
          field: 'totalCost',
          label: `Version A ${estimate!.reference} total (USD)`,
          from: null,
          to: estimate!.totalCost,
        },
      ],
    });
  });
});

describe('POST /project/{id}/estimate/requote-requests', () => {
  it("records a customer's ask for a new quote on an expired estimate, once a day", async () => {
    // The estimate customers are shown now (the re-quote's page) has expired.
    const [shown] = await db()
      .select()
      .from(estimates)
      .where(eq(estimates.designVersionId, seeded.versionA.id))
      .orderBy(desc(estimates.createdAt), desc(estimates.id))
      .limit(1);
    await db()
      .update(estimates)
      .set({ validUntil: '2020-01-31' })
      .where(eq(estimates.id, shown!.id));
    await subject.app.cache.invalidateProject(seeded.projectA.id);
    const ask = async () =>
      subject.app.inject({
        method: 'POST',
        url: `/api/v1/project/${seeded.projectA.id}/estimate/requote-requests`,
        headers: { origin: testOrigin, cookie: await signInAs(subject, viewers.customerA) },
        payload: { estimateId: shown!.id },
      });
    const asked = await ask();
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const rows = await db()
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityKind, 'requote-request'),
          eq(auditEvents.actorEmail, viewers.customerA),
        ),
      );
    const [request] = await db()
      .select()
      .from(requoteRequests)
      .where(eq(requoteRequests.estimateId, shown!.id));
    expect(rows).toEqual([
      expect.objectContaining({
        actorRole: 'customer',
        requestId: asked.headers['x-request-id'],
        projectId: seeded.projectA.id,
        entityId: request!.id,
        entityLabel: shown!.reference,
        summary: `asked for a new quote on estimate ${shown!.reference} of Version A`,
      }),
    ]);
  });
});

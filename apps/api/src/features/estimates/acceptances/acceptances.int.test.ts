import {
  acceptanceCheckSchema,
  acceptanceSchema,
  adminContentListSchema,
  estimateBreakdownsResponseSchema,
  formatMoney,
  projectAcceptancesSchema,
  userProjectsResponseSchema,
  type EstimateBreakdown,
} from '@corner/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptances, auditEvents, estimates, mailOutbox, users } from '../../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { caller } from '../../../../test/helpers/cache.js';
import { pdfText } from '../../../../test/helpers/pdf-text.js';
import { SmtpSink } from '../../../../test/helpers/smtp-sink.js';
import { drawnSignature } from '../../../../test/helpers/uploads.js';

/*
 * Issue 38 points 1 and 2 on the demo data: customer@ accepts the estimate they are shown; the
 * PDF record says what was accepted, is mailed (over real SMTP) and downloadable; the estimate
 * is locked until staff withdraw the acceptance; anyone checks the record.
 */
let subject: TestApp;
let call: ReturnType<typeof caller>;
let projectId = '';
let shown: EstimateBreakdown;
const sink = new SmtpSink();

const designer = 'designer@corner.example';
const customer = 'customer@corner.example';
const other = 'other@corner.example';
const db = () => subject.app.database.db;
const url = () => `/project/${projectId}/acceptances`;

async function acceptances_() {
  const response = await call('GET', url(), customer);
  expect(response.statusCode, response.body).toBe(200);
  return projectAcceptancesSchema.parse(response.json());
}

async function accept(as: string, overrides: Record<string, unknown> = {}) {
  const { terms } = await acceptances_();
  return call('POST', url(), as, {
    estimateId: shown.estimateId,
    fullName: 'Alex Walker-Łukasiewicz',
    agreed: true,
    termsRevision: terms!.revision,
    signature: null,
    ...overrides,
  });
}

/** What the audit trail holds of one acceptance, oldest first (issue 39). */
const trailOf = (acceptanceId: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'acceptance'), eq(auditEvents.entityId, acceptanceId)))
    .orderBy(auditEvents.id);

async function batchOfShown() {
  const [row] = await db().select().from(estimates).where(eq(estimates.id, shown.estimateId));
  return row!.batchId!;
}

beforeAll(async () => {
  await sink.start();
  subject = await buildTestApp({ demoData: true, env: { SMTP_URL: sink.url } });
  call = caller(subject);
  const [user] = await db().select().from(users).where(eq(users.email, customer));
  const list = userProjectsResponseSchema.parse(
    (await call('GET', `/user/${user!.id}/projects`, customer)).json(),
  );
  projectId = list.find((project) => project.status === 'estimation')!.id;
  const breakdowns = await call('GET', `/project/${projectId}/estimate/breakdown`, customer);
  shown = estimateBreakdownsResponseSchema.parse(breakdowns.json())[0]!;
}, 180_000);
afterAll(async () => {
  await subject.close();
  await sink.stop();
});

describe('before accepting', () => {
  it('answers the terms in full and that a signature is optional', async () => {
    const answer = await acceptances_();
    expect(answer.current).toBeNull();
    expect(answer.terms?.text).toContain('By accepting this estimate you ask Corner Kitchens');
    expect(answer.signature).toBe('optional');
  });

  it('refuses staff, terms read before a change, a broken signature and a missing tick', async () => {
    const staff = await accept(designer);
    expect(staff.statusCode).toBe(403);
    const stale = await accept(customer, { termsRevision: 999 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(
      'The terms have changed since you opened them: read them again before you accept',
    );
    const broken = await accept(customer, { signature: 'data:image/png;base64,bm90IGEgcG5n' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('The signature could not be read: clear it and draw it again');
    const unticked = await accept(customer, { agreed: false });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.body).toContain('Tick the box to say that you accept the terms');
    const unknown = await accept(customer, { estimateId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(await db().select().from(acceptances)).toHaveLength(0);
    // Refused, so nothing is recorded either.
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityKind, 'acceptance'));
    expect(trail).toEqual([]);
  });
});

describe('accepting', () => {
  let acceptanceId = '';

  it('records the acceptance and mails the PDF record to the customer and the designer', async () => {
    const response = await accept(customer, { signature: await drawnSignature() });
    expect(response.statusCode, response.body).toBe(201);
    const accepted = acceptanceSchema.parse(response.json());
    acceptanceId = accepted.id;
    expect(accepted).toMatchObject({
      estimateId: shown.estimateId,
      fullName: 'Alex Walker-Łukasiewicz',
      signed: true,
      withdrawn: null,
      checkPath: `/acceptance-records/${accepted.id}`,
    });
    const [row] = await db().select().from(acceptances).where(eq(acceptances.id, accepted.id));
    expect(row!.email).toBe(customer);
    expect(row!.clientAddress).toBe('127.0.0.1');
    expect(row!.userAgent).toBe('lightMyRequest');
    expect(row!.estimateHash).toMatch(/^[0-9a-f]{64}$/);

    // The audit trail names the customer, the request and the total exactly as stored.
    const [estimate] = await db()
      .select()
      .from(estimates)
      .where(eq(estimates.id, shown.estimateId));
    const total = `${estimate!.totalCost} ${estimate!.currency.toUpperCase()}`;
    const [recorded] = await trailOf(accepted.id);
    expect(recorded).toMatchObject({
      actorEmail: customer,
      actorId: row!.userId,
      actorRole: 'customer',
      requestId: response.headers['x-request-id'],
      projectId,
      summary: `accepted estimate ${accepted.reference} (total ${total})`,
      entityLabel: `Acceptance of estimate ${accepted.reference}`,
    });
    expect(recorded!.changes).toContainEqual({
      field: 'total',
      label: 'Total',
      from: null,
      to: total,
    });
    expect(recorded!.changes).toContainEqual({
      field: 'fullName',
      label: 'Name',
      from: null,
      to: 'Alex Walker-Łukasiewicz',
    });

    const mails = await db().select().from(mailOutbox);
    const accepted_ = mails.filter((mail) => mail.subject.startsWith('Estimate '));
    expect(accepted_.map((mail) => mail.to).sort()).toEqual([customer, designer]);
    for (const mail of accepted_) {
      expect(mail.attachments).toEqual([
        {
          filename: `acceptance-${accepted.reference}.pdf`,
          contentType: 'application/pdf',
          fileKey: row!.recordKey,
        },
      ]);
    }
    await subject.app.mail.sender.deliverDue();
    const delivered = sink.mails.filter((mail) => mail.raw.includes('accepted'));
    expect(delivered.length).toBeGreaterThanOrEqual(2);
    expect(delivered[0]!.raw).toContain('application/pdf');
    expect(delivered[0]!.raw).toContain(`acceptance-${accepted.reference}.pdf`);
  });

  it('serves the PDF to the project’s customer: the lines, the total, the terms and the hashes', async () => {
    const [row] = await db().select().from(acceptances).where(eq(acceptances.id, acceptanceId));
    const response = await call('GET', `${url()}/${acceptanceId}/record`, customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=acceptance-E-\d{4}-\d{4}\.pdf$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const text = await pdfText(response.rawPayload);
    const [estimate] = await db()
      .select()
      .from(estimates)
      .where(eq(estimates.id, shown.estimateId));
    expect(text).toContain('Name: Alex Walker-Łukasiewicz');
    expect(text).toContain(estimate!.reference);
    expect(text).toContain(`Total: ${formatMoney(estimate!.totalCost, estimate!.currency)}`);
    expect(text).toContain(shown.lines[0]!.name);
    expect(text).toContain('By accepting this estimate you ask Corner Kitchens');
    expect(text).toContain(`Estimate SHA-256: ${row!.estimateHash}`);
    expect(text).toContain(`Terms SHA-256: ${row!.termsHash}`);
    expect(text).toContain('It is not a qualified electronic signature.');

    const stranger = await call('GET', `${url()}/${acceptanceId}/record`, other);
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses a second acceptance while one is current', async () => {
    const again = await accept(customer);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/^This project already has an accepted estimate/);
    const current = await acceptances_();
    expect(current.current?.id).toBe(acceptanceId);
  });

  it('locks the estimate: calculating it again, deleting it or its batch is refused', async () => {
    const batchId = await batchOfShown();
    const refused = [
      await call(
        'POST',
        `/project/${projectId}/batches/${batchId}/calculate-batch-estimate`,
        designer,
      ),
      await call(
        'POST',
        `/project/${projectId}/design-versions/${shown.designVersionId}/calculate-estimate`,
        designer,
      ),
      await call('POST', `/project/${projectId}/batches/${batchId}/delete-estimate`, designer, {
        itemIds: [shown.estimateId],
      }),
      await call('DELETE', `/project/${projectId}/batches/${batchId}`, designer),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error).toMatch(
        /^Estimate E-\d{4}-\d{4} was accepted by the customer on .+: it cannot be (calculated again|deleted)\. Withdraw the acceptance first/,
      );
    }
    const version = await call(
      'DELETE',
      `/admin/projects/${projectId}/design-versions/${shown.designVersionId}`,
      designer,
    );
    expect(version.statusCode).toBe(409);
    const [still] = await db().select().from(estimates).where(eq(estimates.id, shown.estimateId));
    expect(still?.batchId).toBe(batchId);
  });

  it('lets anyone check the record, which no longer matches once the terms are edited', async () => {
    const check = async () => {
      const response = await subject.app.inject(`/api/v1/acceptance-records/${acceptanceId}`);
      expect(response.statusCode).toBe(200);
      return acceptanceCheckSchema.parse(response.json());
    };
    expect(await check()).toMatchObject({ estimate: 'matches', terms: 'matches' });
    const list = adminContentListSchema.parse(
      (await call('GET', '/admin/content-items?pageSize=100', designer)).json(),
    );
    const terms = list.items.find((item) => item.slot === 'acceptance-terms')!;
    const edited = await call('PUT', `/admin/content-items/${terms.id}`, designer, {
      name: terms.name,
      body: `${terms.body}\n\n6. A new clause.`,
      slot: terms.slot,
      revision: terms.revision,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await check()).toMatchObject({ estimate: 'matches', terms: 'does-not-match' });
    const unknown = await subject.app.inject(
      '/api/v1/acceptance-records/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('lets staff withdraw it only with a reason: mailed, and the estimate is free again', async () => {
    const path = `${url()}/${acceptanceId}/withdraw`;
    expect((await call('POST', path, customer, { reason: 'Changed my mind' })).statusCode).toBe(
      403,
    );
    expect((await call('POST', path, designer, { reason: '' })).statusCode).toBe(400);
    const response = await call('POST', path, designer, { reason: 'The worktop changes' });
    expect(response.statusCode, response.body).toBe(200);
    expect(acceptanceSchema.parse(response.json()).withdrawn).toMatchObject({
      reason: 'The worktop changes',
      by: 'Dana Reyes',
    });
    expect((await call('POST', path, designer, { reason: 'Again' })).statusCode).toBe(409);
    // Recorded once, with the reason: refused withdrawals leave no row.
    const trail = await trailOf(acceptanceId);
    expect(trail).toHaveLength(2);
    expect(trail[1]).toMatchObject({
      actorEmail: designer,
      actorRole: 'designer',
      requestId: response.headers['x-request-id'],
      summary: expect.stringMatching(
        /^withdrew the acceptance of estimate E-\d{4}-\d{4}: The worktop changes$/,
      ),
    });
    expect(trail[1]!.changes).toEqual([
      { field: 'state', label: 'State', from: 'accepted', to: 'withdrawn' },
      { field: 'withdrawReason', label: 'Reason', from: null, to: 'The worktop changes' },
    ]);
    const mails = await db().select().from(mailOutbox);
    const withdrawn = mails.filter((mail) => mail.subject.startsWith('Acceptance of estimate'));
    expect(withdrawn.map((mail) => mail.to).sort()).toEqual([customer, designer]);
    expect(withdrawn[0]!.text).toContain('The worktop changes');

    const answer = await acceptances_();
    expect(answer.current).toBeNull();
    expect(answer.withdrawn.map((item) => item.id)).toEqual([acceptanceId]);
    const check = await subject.app.inject(`/api/v1/acceptance-records/${acceptanceId}`);
    expect(acceptanceCheckSchema.parse(check.json()).withdrawnAt).not.toBeNull();
    // Accepted again (under the terms as they read now); two at once make one acceptance.
    const racing = await Promise.all([accept(customer), accept(customer)]);
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await acceptances_()).current?.signed).toBe(false);
  });
});

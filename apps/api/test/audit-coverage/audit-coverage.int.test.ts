import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema.js';
import { viewers } from '../helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { callRow } from '../matrix/call-row.js';
import { seedMatrixState, type MatrixState } from '../matrix/domain-state.js';
import { routeTable } from '../matrix/route-table.js';
import { coverageTable } from './coverage-table.js';
import { notChanges } from './not-changes.js';

/*
 * Issue 39's coverage of the audit trail: every route that changes the company's data is made
 * to change something once, and the trail must then hold a row from that very request (its
 * x-request-id), naming the caller and the kind of thing changed. That a refused change leaves
 * no row is the bad-input and fuzzing suites' business: their fingerprint of the data includes
 * the trail.
 */

let subject: TestApp;
let state: MatrixState;

beforeAll(async () => {
  subject = await buildTestApp();
  state = await seedMatrixState(subject);
});
afterAll(async () => {
  await subject.close();
});

const writeRoutes = Object.keys(routeTable).filter((key) => !key.startsWith('GET '));

describe('the audit trail covers every change', () => {
  it('knows every write route: audited, or a write that changes nothing it records', () => {
    const unknown = writeRoutes.filter((key) => !(key in coverageTable) && !(key in notChanges));
    expect(unknown, 'write routes in neither coverage-table.ts nor not-changes.ts').toEqual([]);
    const both = Object.keys(coverageTable).filter((key) => key in notChanges);
    expect(both).toEqual([]);
  });

  it.each(Object.keys(coverageTable))('%s records who changed what', async (key) => {
    const audited = coverageTable[key]!;
    const context = { subject, state };
    const call = audited.call ? await audited.call(context) : undefined;
    const response = await callRow(context, key, routeTable[key]!, audited.as, call);
    expect(response.statusCode, response.body).toBeLessThan(400);

    const requestId = response.headers['x-request-id'] as string;
    const rows = await subject.app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.requestId, requestId));
    expect(rows.length, `no audit row from ${key}`).toBeGreaterThan(0);
    for (const row of rows) expect(row.actorEmail).toBe(viewers[audited.as]);
    expect(rows.map((row) => row.entityKind)).toContain(audited.kind);
  });
});

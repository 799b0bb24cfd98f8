import { estimatesResponseSchema, formatMoney, type Estimate } from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewers } from '../helpers/domain-fixtures.js';
import { signInAs } from '../helpers/sessions.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { callRow } from './call-row.js';
import { designerPoster, seedMatrixState, type MatrixState } from './domain-state.js';
import { routeTable, type DraftEstimates } from './route-table.js';

/*
 * The authorization matrix's customer content check (issue 33, decision 48). Staff make a new
 * batch of customer A's project and calculate it: a draft, neither published nor pinned. No
 * answer customer A gets from a row of the route table holds the draft's estimate ids,
 * references or totals, raw or formatted. The matrix keeps a row for every route the app
 * registers, so a new route customer A can call is checked here without a line of its own;
 * a route that takes estimate ids is asked about the draft's (its row's draftProbe).
 */

let subject: TestApp;
let state: MatrixState;
let draft: DraftEstimates & { totals: number[] };

/** Other parameters than the published batch's, so the draft's totals are its own. */
const draftParameters = {
  country: 'us',
  size: 'large',
  usPart: 'west',
  distance: 'far',
  deliveryType: 'shipping',
  currency: 'usd',
};

async function calculateDraft() {
  const post = await designerPoster(subject);
  const batch = await post(`/project/${state.projectA.id}/create-new-batch`, { name: 'Draft' });
  const batchUrl = `/project/${state.projectA.id}/batches/${batch.id}`;
  await post(`${batchUrl}/update-parameters`, draftParameters);
  const estimates: Estimate[] = estimatesResponseSchema.parse(
    await post(`${batchUrl}/calculate-batch-estimate`),
  );
  return {
    ids: estimates.map((estimate) => estimate.id),
    references: estimates.map((estimate) => estimate.reference),
    totals: estimates.map((estimate) => estimate.totalCost),
  };
}

beforeAll(async () => {
  subject = await buildTestApp();
  state = await seedMatrixState(subject);
  draft = await calculateDraft();
});
afterAll(() => subject.close());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What of the draft a body holds: ids, references, totals as JSON numbers and as money. */
function draftIn(body: string): string[] {
  const texts = [
    ...draft.ids,
    ...draft.references,
    ...draft.totals.map((total) => formatMoney(total, 'usd')),
  ];
  const found = texts.filter((text) => body.includes(text));
  // A raw total is a whole number in the body, not a part of a longer one.
  for (const total of draft.totals) {
    if (new RegExp(`(?<![\\d.])${escape(JSON.stringify(total))}(?![\\d])`).test(body)) {
      found.push(String(total));
    }
  }
  return found;
}

async function staffRead(url: string) {
  const cookie = await signInAs(subject, viewers.designer);
  return (await subject.app.inject({ url: `/api/v1${url}`, headers: { cookie } })).body;
}

/** Every row customer A is not refused (401, 403): those answering 200, and 409 and the like. */
const customerRows = Object.keys(routeTable).filter(
  (key) => ![401, 403].includes(routeTable[key]!.expected.customerA),
);

describe('customer content check', () => {
  it('has a draft staff see, whose totals no estimate customer A is shown shares', async () => {
    expect(draft.ids.length).toBeGreaterThan(0);
    const versions = await staffRead(`/project/${state.projectA.id}/design-versions`);
    const everything = [...draft.ids, ...draft.references, ...draft.totals.map(String)];
    expect(draftIn(versions)).toEqual(expect.arrayContaining(everything));
    const shown = await staffRead(`/project/${state.projectA.id}/estimate`);
    expect(shown).toContain(state.estimateA);
    expect(draftIn(shown)).toEqual([]);
  });

  it('covers every route customer A can call', () => {
    expect(customerRows.length).toBeGreaterThan(30);
    expect(customerRows).toContain('GET /api/v1/project/:id/design-versions');
    expect(customerRows).toContain('POST /api/v1/project/:id/estimate/requote-requests');
  });

  it.each(customerRows)('%s shows customer A nothing of the draft', async (key) => {
    const row = routeTable[key]!;
    const probe = row.draftProbe;
    const call = probe?.call(draft);
    const response = await callRow({ subject, state }, key, row, 'customerA', call);
    const answer = { status: response.statusCode, body: response.body };
    expect(answer).toEqual({
      status: probe?.status ?? row.expected.customerA,
      body: expect.any(String),
    });
    expect(draftIn(response.body)).toEqual([]);
  });
});

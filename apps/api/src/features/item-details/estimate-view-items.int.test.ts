import { detailItemsResponseSchema, estimateViewResponseSchema } from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchDesignVersions } from '../../db/schema.js';
import { addVersion, seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let queries: string[] = [];
let unestimated: { id: string };
const unknownId = '00000000-0000-4000-8000-000000000000';

async function staffPost(url: string, payload?: unknown) {
  const headers = { origin: testOrigin, cookie: await signInAs(subject, viewers.designer) };
  return subject.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers,
    payload: payload as never,
  });
}

beforeAll(async () => {
  subject = await buildTestApp({ onQuery: (query) => queries.push(query) });
  seeded = await seedDomain(subject, { lines: 8 });
  const projectId = seeded.projectA.id;
  const batch = (await staffPost(`/project/${projectId}/create-new-batch`, { name: 'B' })).json();
  const base = `/project/${projectId}/batches/${batch.id}`;
  const params = { country: 'eu', size: 'small', distance: 'near', currency: 'usd' };
  await staffPost(`${base}/update-parameters`, params);
  await staffPost(`${base}/calculate-batch-estimate`);
  await staffPost(`${base}/create-estimate-page/${seeded.versionA.id}`, { slug: 'casey-kitchen' });
  // A version put in the batch after the calculation: in the batch, but not on the page.
  unestimated = await addVersion(subject, projectId, 'Later', 4);
  await subject.app.database.db
    .insert(batchDesignVersions)
    .values({ batchId: batch.id, designVersionId: unestimated.id });
});
afterAll(() => subject.close());

/** Public calls: no session, only the Origin every non-GET call carries. */
function items(slug: string, payload: unknown) {
  return subject.app.inject({
    method: 'POST',
    url: `/api/v1/estimate-view/${slug}/items`,
    headers: { origin: testOrigin },
    payload: payload as never,
  });
}

async function pageItem() {
  const response = await subject.app.inject({ url: '/api/v1/estimate-view/casey-kitchen' });
  const [item] = estimateViewResponseSchema.parse(response.json());
  return item!;
}

describe('POST /estimate-view/{slug}/items', () => {
  it("answers a list's lines of a version on the page, in the page's order, without a session", async () => {
    const item = await pageItem();
    expect(item.frontsAndBoxes).toHaveLength(4);
    const response = await items('casey-kitchen', {
      designVersionId: item.id,
      list: 'frontsAndBoxes',
      ids: [...item.frontsAndBoxes].reverse(),
    });
    expect(response.statusCode).toBe(200);
    const answer = detailItemsResponseSchema.parse(response.json());
    expect(answer.map((line) => line.id)).toEqual(item.frontsAndBoxes);
    expect(answer.map((line) => line.name)).toEqual(['Line 1', 'Line 5', 'Line 2', 'Line 6']);
    const hardware = await items('casey-kitchen', {
      designVersionId: item.id,
      list: 'hardware',
      ids: [...item.hardware, ...item.frontsAndBoxes],
    });
    expect(hardware.json()).toEqual([
      { id: item.hardware[0], name: 'Line 3', imageUrl: null },
      { id: item.hardware[1], name: 'Line 7', imageUrl: null },
    ]);
  });

  it('answers nothing of versions the page does not show, nor of other projects', async () => {
    const item = await pageItem();
    const hidden = [
      { slug: 'casey-kitchen', designVersionId: seeded.versionB.id },
      { slug: 'casey-kitchen', designVersionId: unestimated.id },
      { slug: 'casey-kitchen', designVersionId: unknownId },
      { slug: 'casey-kitchen', designVersionId: 'nope' },
      { slug: 'nobody-kitchen', designVersionId: item.id },
      { slug: 'Casey-Kitchen', designVersionId: item.id },
    ];
    for (const { slug, designVersionId } of hidden) {
      const response = await items(slug, { designVersionId, list: 'countertops', ids: [] });
      expect([slug, designVersionId, response.statusCode]).toEqual([slug, designVersionId, 404]);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', error: 'Design version not found' });
    }
    // Ids of another customer's version, asked through a version the page shows.
    const foreign = await subject.app.inject({
      url: `/api/v1/project/${seeded.projectB.id}/design-versions/${seeded.versionB.id}`,
      headers: { cookie: await signInAs(subject, viewers.customerB) },
    });
    const theirs = foreign.json().countertops as string[];
    expect(theirs.length).toBeGreaterThan(0);
    const smuggled = await items('casey-kitchen', {
      designVersionId: item.id,
      list: 'countertops',
      ids: theirs,
    });
    expect(smuggled.json()).toEqual([]);
  });

  it('refuses bad input with a 400 and a message', async () => {
    const item = await pageItem();
    for (const payload of [
      {},
      { designVersionId: item.id, list: 'fronts', ids: [] },
      { designVersionId: item.id, list: 'hardware' },
      { designVersionId: item.id, list: 'hardware', ids: 'x' },
      { designVersionId: item.id, list: 'hardware', ids: [], extra: true },
      { designVersionId: '', list: 'hardware', ids: [] },
      { designVersionId: 4, list: 'hardware', ids: [] },
    ]) {
      const response = await items('casey-kitchen', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', error: expect.any(String) });
    }
    const longSlug = await items('a'.repeat(81), {
      designVersionId: item.id,
      list: 'hardware',
      ids: [],
    });
    expect(longSlug.statusCode).toBe(400);
  });

  it('makes one query whatever the number of ids', async () => {
    const item = await pageItem();
    const count = async (ids: string[]) => {
      queries = [];
      const response = await items('casey-kitchen', {
        designVersionId: item.id,
        list: 'frontsAndBoxes',
        ids,
      });
      expect(response.statusCode).toBe(200);
      return queries.filter((query) => !/"(sessions|mail_outbox|sign_in_tokens)"/.test(query))
        .length;
    };
    expect(await count(item.frontsAndBoxes.slice(0, 1))).toBe(1);
    expect(
      await count([...item.frontsAndBoxes, ...Array.from({ length: 300 }, () => unknownId)]),
    ).toBe(1);
  });
});

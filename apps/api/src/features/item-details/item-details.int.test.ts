import { designVersionSchema, detailItemsResponseSchema, itemDetailCalls } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogItems, images, itemLines } from '../../db/schema.js';
import {
  addVersion,
  seedDomain,
  viewers,
  type ViewerRole,
} from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let queries: string[] = [];
/** Queries of the call itself, not of the session or of background work (mail, housekeeping). */
const ownQuery = (query: string) => !/"(sessions|mail_outbox|sign_in_tokens)"/.test(query);
const unknownId = '00000000-0000-4000-8000-000000000000';

async function addImage(name: string) {
  const [image] = await subject.app.database.db
    .insert(images)
    .values({
      filename: name,
      width: 10,
      height: 10,
      smallKey: `${name}-s`,
      largeKey: `${name}-l`,
      fullKey: `${name}-f`,
    })
    .returning();
  return image!;
}

beforeAll(async () => {
  subject = await buildTestApp({ onQuery: (query) => queries.push(query) });
  // Eight lines each: two of front, box, hardware and countertop (positions 0 to 7).
  seeded = await seedDomain(subject, { lines: 8 });
  const db = subject.app.database.db;
  const [first, second] = await db
    .select()
    .from(itemLines)
    .where(eq(itemLines.designVersionId, seeded.versionA.id))
    .orderBy(itemLines.position);
  // Line 1 (a front) has an image of its own; line 2 (a box) only its catalog item's.
  const own = await addImage('own');
  await db.update(itemLines).set({ imageId: own.id }).where(eq(itemLines.id, first!.id));
  const catalogImage = await addImage('catalog');
  const [item] = await db
    .insert(catalogItems)
    .values({
      category: 'box',
      name: 'Box',
      slug: 'box',
      unit: 'piece',
      unitPrice: '1.00',
      imageId: catalogImage.id,
    })
    .returning();
  await db.update(itemLines).set({ catalogItemId: item!.id }).where(eq(itemLines.id, second!.id));
});
afterAll(() => subject.close());

async function call(method: 'GET' | 'POST', url: string, as?: string, payload?: unknown) {
  const headers: Record<string, string> = { origin: testOrigin };
  if (as) headers.cookie = await signInAs(subject, as);
  return subject.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });
}

async function versionOf(projectId: string, versionId: string) {
  const response = await call(
    'GET',
    `/project/${projectId}/design-versions/${versionId}`,
    viewers.admin,
  );
  return designVersionSchema.parse(response.json());
}

const detailUrl = (projectId: string, versionId: string, path: string) =>
  `/project/${projectId}/design-versions/${versionId}/${path}`;

describe('POST /project/{id}/design-versions/{versionId}/{category}-items', () => {
  it('answers the lines of each category in the order of the version, with image URLs', async () => {
    const version = await versionOf(seeded.projectA.id, seeded.versionA.id);
    const fronts = version.fronts;
    expect(fronts).toHaveLength(2);
    const url = detailUrl(seeded.projectA.id, seeded.versionA.id, 'front-items');
    const response = await call('POST', url, viewers.customerA, {
      frontItemIds: [...fronts].reverse(),
    });
    expect(response.statusCode).toBe(200);
    expect(detailItemsResponseSchema.parse(response.json())).toEqual([
      { id: fronts[0], name: 'Line 1', imageUrl: '/files/own-s' },
      { id: fronts[1], name: 'Line 5', imageUrl: null },
    ]);
    const boxes = await call(
      'POST',
      detailUrl(seeded.projectA.id, seeded.versionA.id, 'boxes-items'),
      viewers.designer,
      {
        boxesItemIds: version.boxes,
      },
    );
    expect(boxes.json()).toEqual([
      { id: version.boxes[0], name: 'Line 2', imageUrl: '/files/catalog-s' },
      { id: version.boxes[1], name: 'Line 6', imageUrl: null },
    ]);
  });

  it('leaves out ids of other categories, other versions, other projects and no line', async () => {
    const mine = await versionOf(seeded.projectA.id, seeded.versionA.id);
    const theirs = await versionOf(seeded.projectB.id, seeded.versionB.id);
    const other = await addVersion(subject, seeded.projectA.id, 'Other A', 4);
    const otherLines = await versionOf(seeded.projectA.id, other.id);
    const url = detailUrl(seeded.projectA.id, seeded.versionA.id, 'hardware-items');
    const response = await call('POST', url, viewers.admin, {
      hardwareItemIds: [
        ...theirs.hardware,
        ...otherLines.hardware,
        ...mine.fronts,
        unknownId,
        'not-a-uuid',
        mine.hardware[1]!,
        mine.hardware[1]!,
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id: mine.hardware[1], name: 'Line 7', imageUrl: null }]);
    const empty = await call('POST', url, viewers.customerA, { hardwareItemIds: [] });
    expect(empty.json()).toEqual([]);
  });

  it('answers every category call with its own body field', async () => {
    const version = await versionOf(seeded.projectA.id, seeded.versionA.id);
    const lists = {
      front: version.fronts,
      box: version.boxes,
      hardware: version.hardware,
      functionality: version.functionalities,
      'opening-system': version.openingSystems,
      accessory: version.accessories,
      countertop: version.countertops,
    };
    for (const { path, field, category } of itemDetailCalls) {
      const url = detailUrl(seeded.projectA.id, seeded.versionA.id, path);
      const all = Object.values(lists).flat();
      const response = await call('POST', url, viewers.customerA, { [field]: all });
      expect([path, response.statusCode]).toEqual([path, 200]);
      const ids = detailItemsResponseSchema.parse(response.json()).map((item) => item.id);
      expect([path, ids]).toEqual([path, lists[category]]);
      const wrongField = await call('POST', url, viewers.customerA, { ids: all });
      expect([path, wrongField.statusCode]).toEqual([path, 400]);
    }
  });

  it("answers by role, and never another customer's lines", async () => {
    const expected: Record<ViewerRole, number> = {
      anonymous: 401,
      customerA: 200,
      customerB: 404,
      designer: 200,
      admin: 200,
    };
    const version = await versionOf(seeded.projectA.id, seeded.versionA.id);
    const url = detailUrl(seeded.projectA.id, seeded.versionA.id, 'front-items');
    for (const [role, email] of Object.entries(viewers)) {
      const response = await call('POST', url, email, { frontItemIds: version.fronts });
      expect([role, response.statusCode]).toEqual([role, expected[role as ViewerRole]]);
      if (response.statusCode !== 200) {
        expect(response.json()).toEqual({ code: expect.any(String), error: expect.any(String) });
        expect(response.body).not.toContain('Line 1');
      }
    }
    // Customer B through their own project, with customer A's version or lines.
    const theirs = await versionOf(seeded.projectB.id, seeded.versionB.id);
    const mixed = detailUrl(seeded.projectB.id, seeded.versionA.id, 'front-items');
    const crossed = await call('POST', mixed, viewers.customerB, { frontItemIds: version.fronts });
    expect(crossed.statusCode).toBe(404);
    const own = detailUrl(seeded.projectB.id, seeded.versionB.id, 'front-items');
    const smuggled = await call('POST', own, viewers.customerB, {
      frontItemIds: [...version.fronts, ...theirs.fronts],
    });
    expect(smuggled.json().map((item: { id: string }) => item.id)).toEqual(theirs.fronts);
    const staffMixed = await call('POST', mixed, viewers.admin, { frontItemIds: version.fronts });
    expect(staffMixed.statusCode).toBe(404);
  });

  it('refuses bad input with a 4xx and a message', async () => {
    const url = detailUrl(seeded.projectA.id, seeded.versionA.id, 'front-items');
    for (const payload of [
      {},
      { frontItemIds: 'x' },
      { frontItemIds: [3] },
      { frontItemIds: [''] },
      { frontItemIds: [], extra: 1 },
      { frontItemIds: Array.from({ length: 501 }, () => unknownId) },
    ]) {
      const response = await call('POST', url, viewers.admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', error: expect.any(String) });
    }
    for (const path of [
      detailUrl(unknownId, seeded.versionA.id, 'front-items'),
      detailUrl(seeded.projectA.id, unknownId, 'front-items'),
      detailUrl('nope', 'nope', 'front-items'),
    ]) {
      const response = await call('POST', path, viewers.admin, { frontItemIds: [] });
      expect([path, response.statusCode]).toEqual([path, 404]);
    }
  });

  it('makes one query whatever the number of ids', async () => {
    const version = await versionOf(seeded.projectA.id, seeded.versionA.id);
    const url = detailUrl(seeded.projectA.id, seeded.versionA.id, 'countertop-items');
    const count = async (ids: string[]) => {
      const cookie = await signInAs(subject, viewers.customerA);
      queries = [];
      const response = await subject.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: { cookie, origin: testOrigin },
        payload: { countertopItemIds: ids },
      });
      expect(response.statusCode).toBe(200);
      return queries.filter(ownQuery).length;
    };
    const one = await count(version.countertops.slice(0, 1));
    expect(
      await count([...version.countertops, ...Array.from({ length: 400 }, () => unknownId)]),
    ).toBe(one);
    expect(one).toBe(1);
  });
});

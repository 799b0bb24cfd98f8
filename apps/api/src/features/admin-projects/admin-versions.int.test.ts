import { adminDesignVersionSchema, validationMessages } from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, catalogItems } from '../../db/schema.js';
import { caller } from '../../../test/helpers/cache.js';
import { seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { testPicture, uploadAs } from '../../../test/helpers/uploads.js';
import { auditRowsOf } from '../../../test/helpers/audit-rows.js';

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let call: ReturnType<typeof caller>;
let catalogId: string;
let versionUrl: string;

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject, { lines: 0 });
  call = caller(subject);
  const [item] = await subject.app.database.db
    .insert(catalogItems)
    .values([
      {
        category: 'front',
        name: 'Smoked oak front',
        slug: 'smoked-oak-front',
        unit: 'piece',
        unitPrice: '189.90',
      },
      {
        category: 'countertop',
        name: 'Quartz worktop',
        slug: 'quartz-worktop',
        unit: 'm',
        unitPrice: '420.00',
      },
      {
        category: 'front',
        name: 'Hidden trial front',
        slug: 'hidden-trial-front',
        unit: 'piece',
        unitPrice: '1',
        isPublic: false,
      },
    ])
    .returning();
  catalogId = item!.id;
});
afterAll(() => subject.close());

const designer = viewers.designer;
const projectUrl = () => `/admin/projects/${seeded.projectA.id}`;

const trailOf = (response: { headers: Record<string, unknown> }) =>
  auditRowsOf(subject.app.database.db, response);

const trailSize = async () => subject.app.database.db.$count(auditEvents);

describe('back office: design versions', () => {
  it('creates a version, which customers see in their list at once', async () => {
    const listUrl = `/project/${seeded.projectA.id}/design-versions`;
    expect(await (await call('GET', listUrl, viewers.customerA)).json()).toHaveLength(1);
    const created = await call('POST', `${projectUrl()}/design-versions`, designer, {
      name: 'Walnut',
    });
    expect(created.statusCode).toBe(201);
    const version = adminDesignVersionSchema.parse(created.json());
    expect(version).toMatchObject({ name: 'Walnut', lines: [], renders: [] });
    versionUrl = `${projectUrl()}/design-versions/${version.id}`;
    expect(await (await call('GET', listUrl, viewers.customerA)).json()).toHaveLength(2);
    expect(await trailOf(created)).toMatchObject([
      {
        actorEmail: designer,
        summary: 'added design version Walnut',
        entityKind: 'design-version',
        entityId: version.id,
        projectId: seeded.projectA.id,
        changes: [{ field: 'name', label: 'Version name', from: null, to: 'Walnut' }],
      },
    ]);
  });

  it('finds catalog items by name and category, hidden ones too', async () => {
    const found = await call('GET', '/admin/catalog-search?search=front&category=front', designer);
    expect(found.json().items.map((item: { name: string }) => item.name)).toEqual([
      'Hidden trial front',
      'Smoked oak front',
    ]);
    const quartz = await call('GET', '/admin/catalog-search?search=QUARTZ', designer);
    expect(quartz.json()).toMatchObject({ total: 1, items: [{ unitPrice: 420, isPublic: true }] });
  });

  it('adds lines from the catalog and by hand, with exact decimals', async () => {
    const fromCatalog = await call('POST', `${versionUrl}/lines/catalog`, designer, {
      catalogItemId: catalogId,
      quantity: 3,
    });
    expect(fromCatalog.statusCode).toBe(201);
    const byHand = await call('POST', `${versionUrl}/lines`, designer, {
      category: 'box',
      name: 'Base unit 600',
      unit: 'piece',
      unitPrice: 0.1,
      quantity: 1.125,
    });
    expect(byHand.statusCode).toBe(201);
    const { lines } = byHand.json();
    expect(lines).toMatchObject([
      {
        category: 'front',
        name: 'Smoked oak front',
        unit: 'piece',
        unitPrice: 189.9,
        quantity: 3,
      },
      {
        category: 'box',
        name: 'Base unit 600',
        catalogItemId: null,
        unitPrice: 0.1,
        quantity: 1.125,
      },
    ]);
    expect(lines[0].catalogItemId).toBe(catalogId);
    // Recorded against the version, each field by the line's name; prices exact as stored.
    expect(await trailOf(fromCatalog)).toMatchObject([
      {
        summary: 'added line Smoked oak front to Walnut',
        entityKind: 'design-version',
        entityLabel: 'Walnut',
        changes: [
          { field: 'category', label: 'Smoked oak front category', from: null, to: 'front' },
          { field: 'quantity', label: 'Smoked oak front quantity', from: null, to: '3' },
          { field: 'unit', label: 'Smoked oak front unit', from: null, to: 'piece' },
          {
            field: 'unitPrice',
            label: 'Smoked oak front unit price (USD)',
            from: null,
            to: '189.90',
          },
        ],
      },
    ]);
    const [hand] = await trailOf(byHand);
    expect(hand!.summary).toBe('added line Base unit 600 to Walnut');
    expect(hand!.changes).toContainEqual({
      field: 'unitPrice',
      label: 'Base unit 600 unit price (USD)',
      from: null,
      to: '0.10',
    });
    expect(hand!.changes).toContainEqual({
      field: 'quantity',
      label: 'Base unit 600 quantity',
      from: null,
      to: '1.125',
    });
  });

  it('refuses bad lines with the generic messages, adding nothing', async () => {
    const base = { category: 'box', name: 'X', unit: 'piece', unitPrice: 1, quantity: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, unitPrice: 1.234 }, validationMessages.maxDecimals(2)],
      [{ ...base, quantity: 0.0001 }, validationMessages.maxDecimals(3)],
      [{ ...base, quantity: 0 }, 'The quantity must be above 0'],
      [{ ...base, unitPrice: -1 }, validationMessages.min(0)],
      [{ ...base, name: ' ' }, validationMessages.required],
      [{ ...base, unit: 'x'.repeat(41) }, validationMessages.maxLength(40)],
    ];
    const recorded = await trailSize();
    for (const [body, message] of cases) {
      const response = await call('POST', `${versionUrl}/lines`, designer, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
    }
    const version = await call('GET', versionUrl, designer);
    expect(version.json().lines).toHaveLength(2);
    expect(await trailSize()).toBe(recorded);
  });

  it('changes a quantity and removes a line', async () => {
    const [front, box] = (await call('GET', versionUrl, designer)).json().lines;
    const changed = await call('PUT', `${versionUrl}/lines/${front.id}`, designer, {
      quantity: 4.5,
    });
    expect(changed.json().lines[0].quantity).toBe(4.5);
    expect(await trailOf(changed)).toMatchObject([
      {
        summary: 'changed line Smoked oak front in Walnut',
        entityKind: 'design-version',
        changes: [{ field: 'quantity', label: 'Smoked oak front quantity', from: '3', to: '4.5' }],
      },
    ]);
    const removed = await call('DELETE', `${versionUrl}/lines/${box.id}`, designer);
    expect(removed.json().lines.map((line: { id: string }) => line.id)).toEqual([front.id]);
    const [removal] = await trailOf(removed);
    expect(removal!.summary).toBe('removed line Base unit 600 from Walnut');
    expect(removal!.changes).toContainEqual({
      field: 'unitPrice',
      label: 'Base unit 600 unit price (USD)',
      from: '0.10',
      to: null,
    });
    expect((await call('DELETE', `${versionUrl}/lines/${box.id}`, designer)).statusCode).toBe(404);
  });

  it('attaches uploaded renders, reorders them and takes one away', async () => {
    const ids: string[] = [];
    for (const name of ['left.png', 'right.png', 'top.png']) {
      const uploaded = await uploadAs(subject, designer, await testPicture(), name);
      ids.push(uploaded.json().id);
      const attached = await call('POST', `${versionUrl}/renders`, designer, {
        imageId: uploaded.json().id,
      });
      expect(attached.statusCode).toBe(201);
    }
    const again = await call('POST', `${versionUrl}/renders`, designer, { imageId: ids[0] });
    expect(again.statusCode).toBe(409);
    const order = [ids[2], ids[0], ids[1]];
    const reordered = await call('PUT', `${versionUrl}/renders`, designer, { imageIds: order });
    expect(reordered.json().renders.map((r: { id: string }) => r.id)).toEqual(order);
    expect(await trailOf(reordered)).toMatchObject([
      {
        summary: 'reordered the renders of Walnut',
        changes: [
          {
            field: 'renders',
            label: 'Renders',
            from: 'left.png, right.png, top.png',
            to: 'top.png, left.png, right.png',
          },
        ],
      },
    ]);
    const partial = await call('PUT', `${versionUrl}/renders`, designer, { imageIds: [ids[0]] });
    expect(partial.statusCode).toBe(400);
    const detached = await call('DELETE', `${versionUrl}/renders/${ids[0]}`, designer);
    expect(detached.json().renders.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    expect((await trailOf(detached))[0]!.summary).toBe('removed render left.png from Walnut');
    // The customer's read model shows the renders in the new order.
    const versionId = versionUrl.split('/').pop();
    const seen = await call(
      'GET',
      `/project/${seeded.projectA.id}/design-versions/${versionId}`,
      viewers.customerA,
    );
    expect(seen.json().renders.attachments.map((r: { id: string }) => r.id)).toEqual([
      ids[2],
      ids[1],
    ]);
  });

  it('renames and duplicates with lines and renders', async () => {
    const renamed = await call('PUT', versionUrl, designer, { name: 'Walnut and brass' });
    expect(renamed.json().name).toBe('Walnut and brass');
    const copy = await call('POST', `${versionUrl}/duplicate`, designer, { name: 'Walnut copy' });
    expect(copy.statusCode).toBe(201);
    const original = renamed.json();
    expect(copy.json()).toMatchObject({ name: 'Walnut copy' });
    expect(copy.json().id).not.toBe(original.id);
    expect(copy.json().lines.map((l: { name: string }) => l.name)).toEqual(
      original.lines.map((l: { name: string }) => l.name),
    );
    expect(copy.json().renders).toEqual(original.renders);
    expect(await trailOf(renamed)).toMatchObject([
      {
        summary: 'renamed design version Walnut to Walnut and brass',
        changes: [{ field: 'name', from: 'Walnut', to: 'Walnut and brass' }],
      },
    ]);
    expect(await trailOf(copy)).toMatchObject([
      {
        summary: 'copied design version Walnut and brass as Walnut copy',
        entityId: copy.json().id,
        projectId: seeded.projectA.id,
      },
    ]);
  });

  it('deletes a version and unpins it', async () => {
    const versionId = versionUrl.split('/').pop();
    await call('PUT', `${projectUrl()}/active-design-version`, designer, {
      designVersionId: versionId,
    });
    const deleted = await call('DELETE', versionUrl, designer);
    expect(deleted.statusCode).toBe(204);
    expect(await trailOf(deleted)).toMatchObject([
      { summary: 'deleted design version Walnut and brass', entityKind: 'design-version' },
    ]);
    expect((await call('GET', versionUrl, designer)).statusCode).toBe(404);
    const project = await call('GET', projectUrl(), designer);
    expect(project.json().activeDesignVersionId).toBeNull();
    expect(project.json().designVersions.map((v: { name: string }) => v.name)).toEqual([
      'Walnut copy',
      'Version A',
    ]);
  });

  it("never reaches another project's version through this project", async () => {
    const foreign = `${projectUrl()}/design-versions/${seeded.versionB.id}`;
    expect((await call('GET', foreign, designer)).statusCode).toBe(404);
    expect((await call('PUT', foreign, designer, { name: 'Hijack' })).statusCode).toBe(404);
  });
});

describe('renders attached at the same moment', () => {
  it('each take their own place', async () => {
    const created = await call('POST', `${projectUrl()}/design-versions`, designer, {
      name: 'Busy',
    });
    const url = `${projectUrl()}/design-versions/${created.json().id}`;
    const uploads = await Promise.all(
      [1, 2, 3, 4].map(async (n) =>
        (await uploadAs(subject, designer, await testPicture(), `at-once-${n}.png`)).json(),
      ),
    );
    const answers = await Promise.all(
      uploads.map((image) => call('POST', `${url}/renders`, designer, { imageId: image.id })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const version = await call('GET', url, designer);
    expect(
      version
        .json()
        .renders.map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual(uploads.map((image) => image.id).sort());
  });
});

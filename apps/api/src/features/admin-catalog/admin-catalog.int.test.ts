import {
  adminCatalogItemSchema,
  adminCatalogListSchema,
  componentListSchema,
  validationMessages,
} from '@corner/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  catalogItems,
  galleryKitchenComponents,
  galleryKitchens,
  itemLines,
} from '../../db/schema.js';
import { caller } from '../../../test/helpers/cache.js';
import { seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { testPicture, uploadAs } from '../../../test/helpers/uploads.js';

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject);
  call = caller(subject);
});
afterAll(() => subject.close());

const { designer, admin, customerA } = viewers;
const oak = {
  category: 'front',
  name: 'Oak front 60',
  description: 'Solid oak, oiled.',
  unit: 'piece',
  unitPrice: 129.5,
  isPublic: true,
};

async function countItems() {
  return subject.app.database.db.$count(catalogItems);
}

describe('back office: catalog items', () => {
  it('creates an item with a picture, shows it in the components gallery when public', async () => {
    const upload = await uploadAs(subject, designer, await testPicture(), 'oak.png');
    const imageId = upload.json().id as string;
    const created = await call('POST', '/admin/catalog-items', designer, { ...oak, imageId });
    expect(created.statusCode).toBe(201);
    const item = adminCatalogItemSchema.parse(created.json());
    expect(item).toMatchObject({ ...oak, image: { id: imageId } });
    const gallery = await call('GET', '/gallery/components?category=front');
    const names = componentListSchema.parse(gallery.json()).items.map((entry) => entry.name);
    expect(names).toContain('Oak front 60');

    const hidden = await call('PUT', `/admin/catalog-items/${item.id}`, admin, {
      ...oak,
      name: 'Oak front 60 (old)',
      unitPrice: 99.99,
      isPublic: false,
      revision: item.revision,
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ unitPrice: 99.99, isPublic: false, image: null });
    const after = await call('GET', '/gallery/components?category=front');
    expect(after.json().items.map((entry: { id: string }) => entry.id)).not.toContain(item.id);
    const read = await call('GET', `/admin/catalog-items/${item.id}`, designer);
    expect(read.json()).toMatchObject({ name: 'Oak front 60 (old)', unitPrice: 99.99 });
  });

  it('gives each new item a readable address of its own, kept when it is renamed', async () => {
    const named = async (name: string) =>
      adminCatalogItemSchema.parse(
        (await call('POST', '/admin/catalog-items', designer, { ...oak, name })).json(),
      );
    const first = await named('Smoked Oak Front (Ø 60)');
    expect(first.slug).toBe('smoked-oak-front-o-60');
    const second = await named('Smoked oak front — Ø 60');
    expect(second.slug).toBe('smoked-oak-front-o-60-2');
    expect((await named('Li')).slug).toBe('li-component');

    const renamed = await call('PUT', `/admin/catalog-items/${first.id}`, designer, {
      ...oak,
      name: 'Charred oak front',
      revision: first.revision,
    });
    expect(renamed.json()).toMatchObject({ name: 'Charred oak front', slug: first.slug });
    const page = await call('GET', `/gallery/components/front/${first.slug}`);
    expect(page.json()).toMatchObject({ id: first.id, name: 'Charred oak front' });
  });

  it('refuses bad input with the generic messages and changes nothing', async () => {
    const before = await countItems();
    const cases: [object, string][] = [
      [{ ...oak, name: '   ' }, validationMessages.required],
      [{ ...oak, unitPrice: 1.234 }, validationMessages.maxDecimals(2)],
      [{ ...oak, unitPrice: -1 }, validationMessages.min(0)],
      [{ ...oak, unit: 'x'.repeat(41) }, validationMessages.maxLength(40)],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/admin/catalog-items', designer, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
    }
    const unknownImage = await call('POST', '/admin/catalog-items', designer, {
      ...oak,
      imageId: '00000000-0000-4000-8000-000000000000',
    });
    expect([unknownImage.statusCode, unknownImage.json().error]).toEqual([404, 'Image not found']);
    expect(await countItems()).toBe(before);
  });

  it('lists by name with search, category and pages', async () => {
    const db = subject.app.database.db;
    await db.insert(catalogItems).values(
      Array.from({ length: 30 }, (_, index) => ({
        category: index % 2 === 0 ? ('hardware' as const) : ('accessory' as const),
        name: `Hinge ${String(index).padStart(2, '0')}`,
        slug: `hinge-${index}`,
        unit: 'piece',
        unitPrice: '5.00',
        isPublic: index % 3 !== 0,
      })),
    );
    const first = await call('GET', '/admin/catalog-items?search=hinge&pageSize=10', designer);
    const page = adminCatalogListSchema.parse(first.json());
    expect(page.total).toBe(30);
    expect(page.items.map((item) => item.name).slice(0, 3)).toEqual([
      'Hinge 00',
      'Hinge 01',
      'Hinge 02',
    ]);
    const third = await call('GET', '/admin/catalog-items?search=HINGE&page=3&pageSize=10', admin);
    expect(third.json().items[9].name).toBe('Hinge 29');
    const hardware = await call(
      'GET',
      '/admin/catalog-items?category=hardware&search=hinge',
      admin,
    );
    expect(hardware.json().total).toBe(15);
    // Not public items are listed too; `%` is a letter, not a wildcard.
    expect(hardware.json().items.some((item: { isPublic: boolean }) => !item.isPublic)).toBe(true);
    const percent = await call('GET', '/admin/catalog-items?search=%25', admin);
    expect(percent.json().total).toBe(0);
  });

  it('deletes an item: design version lines keep their copy, kitchens drop it', async () => {
    const db = subject.app.database.db;
    const created = await call('POST', '/admin/catalog-items', designer, { ...oak, name: 'Gone' });
    const id = created.json().id as string;
    await db.insert(itemLines).values({
      designVersionId: seeded.versionA.id,
      category: 'front',
      catalogItemId: id,
      name: 'Gone',
      quantity: '2',
      unit: 'piece',
      unitPrice: '129.50',
      position: 99,
    });
    const [kitchen] = await db
      .insert(galleryKitchens)
      .values({
        slug: 'gone-kitchen',
        name: 'K',
        style: 'modern',
        summary: 'S',
        description: '',
        fromPrice: '1',
      })
      .returning();
    await db
      .insert(galleryKitchenComponents)
      .values({ kitchenId: kitchen!.id, catalogItemId: id, position: 0 });
    const deleted = await call('DELETE', `/admin/catalog-items/${id}`, designer);
    expect(deleted.statusCode).toBe(204);
    const [line] = await db.select().from(itemLines).where(eq(itemLines.position, 99));
    expect(line).toMatchObject({ name: 'Gone', catalogItemId: null, unitPrice: '129.50' });
    expect(await db.$count(galleryKitchenComponents)).toBe(0);
    expect((await call('GET', `/admin/catalog-items/${id}`, designer)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/catalog-items/${id}`, designer)).statusCode).toBe(404);
  });

  it('answers 403 to customers and 401 to anonymous callers, and changes nothing', async () => {
    const before = await countItems();
    expect((await call('GET', '/admin/catalog-items', customerA)).statusCode).toBe(403);
    expect((await call('POST', '/admin/catalog-items', customerA, oak)).statusCode).toBe(403);
    expect((await call('POST', '/admin/catalog-items', undefined, oak)).statusCode).toBe(401);
    expect(await countItems()).toBe(before);
  });
});

/** The audit trail's rows about one thing, oldest first (issue 39). */
const trailOf = (entityId: string) =>
  subject.app.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.entityId, entityId))
    .orderBy(asc(auditEvents.id));

describe('the audit trail of the catalog and the gallery kitchens', () => {
  it('records an item added, saved and deleted, field by field, the unit price exact', async () => {
    const upload = await uploadAs(subject, designer, await testPicture(), 'walnut.png');
    const picture = upload.json<{ id: string; filename: string }>();
    const created = await call('POST', '/admin/catalog-items', designer, {
      ...oak,
      name: 'Walnut front',
      unitPrice: 129.5,
      imageId: picture.id,
    });
    expect(created.statusCode).toBe(201);
    const item = adminCatalogItemSchema.parse(created.json());
    const saved = await call('PUT', `/admin/catalog-items/${item.id}`, admin, {
      ...oak,
      name: 'Walnut front',
      unitPrice: 99.9,
      isPublic: false,
      revision: item.revision,
    });
    expect(saved.statusCode).toBe(200);
    const stale = await call('PUT', `/admin/catalog-items/${item.id}`, admin, {
      ...oak,
      revision: item.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call('DELETE', `/admin/catalog-items/${item.id}`, admin)).statusCode).toBe(204);

    const trail = await trailOf(item.id);
    expect(trail.map((row) => [row.actorEmail, row.entityKind, row.summary])).toEqual([
      [designer, 'catalog-item', 'added catalog item Walnut front'],
      [admin, 'catalog-item', 'changed catalog item Walnut front'],
      [admin, 'catalog-item', 'deleted catalog item Walnut front'],
    ]);
    expect(trail[0]!.requestId).toBe(String(created.headers['x-request-id']));
    expect(trail[0]!.changes).toEqual([
      { field: 'category', label: 'Category', from: null, to: 'front' },
      { field: 'name', label: 'Name', from: null, to: 'Walnut front' },
      { field: 'description', label: 'Description', from: null, to: 'Solid oak, oiled.' },
      { field: 'unit', label: 'Unit', from: null, to: 'piece' },
      { field: 'unitPrice', label: 'Unit price (USD)', from: null, to: '129.50' },
      { field: 'isPublic', label: 'Public', from: null, to: 'true' },
      { field: 'picture', label: 'Picture', from: null, to: picture.filename },
    ]);
    expect(trail[1]!.changes).toEqual([
      { field: 'unitPrice', label: 'Unit price (USD)', from: '129.50', to: '99.90' },
      { field: 'isPublic', label: 'Public', from: 'true', to: 'false' },
      { field: 'picture', label: 'Picture', from: picture.filename, to: null },
    ]);
    expect(trail[2]!.changes).toEqual([]);
  });

  it('records a kitchen added, saved and deleted, its renders and components by name', async () => {
    const db = subject.app.database.db;
    const render = async (name: string) =>
      (await uploadAs(subject, designer, await testPicture(), name)).json<{
        id: string;
        filename: string;
      }>();
    const [one, two] = [await render('hall.png'), await render('sink.png')];
    const [rail, knob] = await db
      .insert(catalogItems)
      .values([
        {
          category: 'accessory',
          name: 'Brass rail',
          slug: 'brass-rail',
          unit: 'm',
          unitPrice: '4',
        },
        {
          category: 'hardware',
          name: 'Brass knob',
          slug: 'brass-knob',
          unit: 'piece',
          unitPrice: '2',
        },
      ])
      .returning();
    const form = {
      slug: 'brass-kitchen',
      name: 'Brass kitchen',
      style: 'classic',
      summary: 'Brass and oak.',
      fromPrice: 15000.5,
      published: false,
      renderIds: [one.id, two.id],
      componentIds: [rail!.id],
    };
    const created = await call('POST', '/admin/kitchens', designer, form);
    expect(created.statusCode).toBe(201);
    const { id, revision } = created.json<{ id: string; revision: number }>();
    const saved = await call('PUT', `/admin/kitchens/${id}`, admin, {
      ...form,
      fromPrice: 14999.99,
      published: true,
      renderIds: [two.id],
      componentIds: [rail!.id, knob!.id],
      revision,
    });
    expect(saved.statusCode).toBe(200);
    const taken = await call('POST', '/admin/kitchens', designer, form);
    expect(taken.statusCode).toBe(409);
    expect((await call('DELETE', `/admin/kitchens/${id}`, admin)).statusCode).toBe(204);

    const trail = await trailOf(id);
    expect(trail.map((row) => [row.actorEmail, row.entityKind, row.summary])).toEqual([
      [designer, 'kitchen', 'added gallery kitchen Brass kitchen'],
      [admin, 'kitchen', 'changed gallery kitchen Brass kitchen'],
      [admin, 'kitchen', 'deleted gallery kitchen Brass kitchen'],
    ]);
    expect(trail[0]!.changes.map((change) => [change.label, change.to])).toEqual([
      ['Name', 'Brass kitchen'],
      ['Address (slug)', 'brass-kitchen'],
      ['Style', 'classic'],
      ['From price (USD)', '15000.50'],
      ['Short text', 'Brass and oak.'],
      ['Description', ''],
      ['Published', 'false'],
      ['Renders', `${one.filename}, ${two.filename}`],
      ['Components', 'Brass rail'],
    ]);
    expect(trail[1]!.changes).toEqual([
      { field: 'fromPrice', label: 'From price (USD)', from: '15000.50', to: '14999.99' },
      { field: 'published', label: 'Published', from: 'false', to: 'true' },
      {
        field: 'renders',
        label: 'Renders',
        from: `${one.filename}, ${two.filename}`,
        to: two.filename,
      },
      {
        field: 'components',
        label: 'Components',
        from: 'Brass rail',
        to: 'Brass rail, Brass knob',
      },
    ]);
  });
});

import {
  adminCatalogItemSchema,
  adminCatalogListSchema,
  componentListSchema,
  validationMessages,
} from '@corner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

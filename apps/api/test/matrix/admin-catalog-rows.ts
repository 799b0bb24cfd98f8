import { randomUUID } from 'node:crypto';
import { catalogItems, contentItems, deliveries, galleryKitchens } from '../../src/db/schema.js';
import type { TestApp } from '../helpers/app.js';
import type { MatrixCall, MatrixRow } from './route-table.js';

/*
 * The back office's catalog, content, deliveries and kitchens (issue 8): staff only. Bodies
 * hold only the required fields (the bad-input test takes each away); each changing call
 * gets a row of its own to change, so every caller's call finds one. Each save sends the
 * revision a new row starts at (1; decision 29).
 */

type Staff = (status?: number, call?: MatrixRow['call']) => MatrixRow;

async function addItem(subject: TestApp) {
  const [row] = await subject.app.database.db
    .insert(catalogItems)
    .values({
      category: 'accessory',
      name: 'Matrix rail',
      slug: `matrix-rail-${randomUUID()}`,
      unit: 'm',
      unitPrice: '4.00',
    })
    .returning();
  return row!.id;
}

async function addContent(subject: TestApp) {
  const [row] = await subject.app.database.db
    .insert(contentItems)
    .values({ name: 'Matrix guide' })
    .returning();
  return row!.id;
}

async function addDelivery(subject: TestApp, projectId: string) {
  const [row] = await subject.app.database.db
    .insert(deliveries)
    .values({ projectId, name: 'Matrix crate' })
    .returning();
  return row!.id;
}

async function addKitchen(subject: TestApp) {
  const [row] = await subject.app.database.db
    .insert(galleryKitchens)
    .values({
      slug: `matrix-${crypto.randomUUID()}`,
      name: 'Matrix kitchen',
      style: 'rustic',
      summary: 'Matrix',
      description: '',
      fromPrice: '1.00',
    })
    .returning();
  return row!.id;
}

const itemBody = {
  category: 'front',
  name: 'Matrix front',
  unit: 'piece',
  unitPrice: 12.5,
  isPublic: false,
};
const kitchenBody = (slug: string) => ({
  slug,
  name: 'Matrix kitchen',
  style: 'modern',
  summary: 'A kitchen for the matrix.',
  fromPrice: 9000,
  published: false,
});

export function adminCatalogRows(staff: Staff): Record<string, MatrixRow> {
  const item = '/api/v1/admin/catalog-items/:itemId';
  const content = '/api/v1/admin/content-items/:contentId';
  const delivery = '/api/v1/admin/projects/:id/deliveries/:deliveryId';
  const kitchen = '/api/v1/admin/kitchens/:kitchenId';
  const withItem = async ({ subject }: { subject: TestApp }): Promise<MatrixCall> => ({
    params: { itemId: await addItem(subject) },
  });
  const withKitchen = async ({ subject }: { subject: TestApp }): Promise<MatrixCall> => ({
    params: { kitchenId: await addKitchen(subject) },
  });
  return {
    'GET /api/v1/admin/catalog-items': staff(),
    'POST /api/v1/admin/catalog-items': staff(201, () => ({ body: itemBody })),
    [`GET ${item}`]: staff(200, withItem),
    [`PUT ${item}`]: staff(200, async (context) => ({
      ...(await withItem(context)),
      body: { ...itemBody, revision: 1 },
    })),
    [`DELETE ${item}`]: staff(204, withItem),
    'GET /api/v1/admin/content-items': staff(),
    'POST /api/v1/admin/content-items': staff(201, () => ({ body: { name: 'Matrix guide' } })),
    [`PUT ${content}`]: staff(200, async ({ subject }) => ({
      params: { contentId: await addContent(subject) },
      body: { name: 'Matrix guide 2', revision: 1 },
    })),
    [`DELETE ${content}`]: staff(204, async ({ subject }) => ({
      params: { contentId: await addContent(subject) },
    })),
    'GET /api/v1/admin/projects/:id/deliveries': staff(),
    'POST /api/v1/admin/projects/:id/deliveries': staff(201, () => ({
      body: { name: 'Matrix crate' },
    })),
    [`PUT ${delivery}`]: staff(200, async ({ subject, state }) => ({
      params: { deliveryId: await addDelivery(subject, state.projectA.id) },
      body: { name: 'Matrix crate 2', revision: 1 },
    })),
    [`DELETE ${delivery}`]: staff(204, async ({ subject, state }) => ({
      params: { deliveryId: await addDelivery(subject, state.projectA.id) },
    })),
    'GET /api/v1/admin/kitchens': staff(),
    'POST /api/v1/admin/kitchens': staff(201, (_, caller) => ({
      body: kitchenBody(`matrix-new-${caller.toLowerCase()}`),
    })),
    [`GET ${kitchen}`]: staff(200, withKitchen),
    [`PUT ${kitchen}`]: staff(200, async (context, caller) => ({
      ...(await withKitchen(context)),
      body: { ...kitchenBody(`matrix-saved-${caller.toLowerCase()}`), revision: 1 },
    })),
    [`DELETE ${kitchen}`]: staff(204, withKitchen),
  };
}

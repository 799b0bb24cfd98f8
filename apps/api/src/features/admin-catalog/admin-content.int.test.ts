import {
  adminContentItemSchema,
  adminContentListSchema,
  adminDeliveryListSchema,
  adminKitchenSchema,
  galleryKitchenSchema,
  validationMessages,
} from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogItems, contentItems, deliveries, galleryKitchens } from '../../db/schema.js';
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
const unknown = '00000000-0000-4000-8000-000000000000';

async function upload(name: string) {
  return (await uploadAs(subject, designer, await testPicture(), name)).json().id as string;
}

describe('back office: content items', () => {
  it('creates, lists, edits and deletes content, shown on the project dashboard', async () => {
    const created = await call('POST', '/admin/content-items', designer, {
      name: 'Measuring guide',
      body: 'Measure twice.',
      stageKey: 'design-approval',
      projectId: seeded.projectA.id,
    });
    expect(created.statusCode).toBe(201);
    const item = adminContentItemSchema.parse(created.json());
    expect(item).toMatchObject({ projectName: 'Casey kitchen', image: null, position: 0 });
    const stages = await call('POST', `/project/${seeded.projectA.id}/create-substages`, designer, {
      startDate: '2036-03-02',
      productionComplexity: 'standard',
      deliveryType: 'shipping',
    });
    expect(stages.statusCode).toBe(200);
    const dashboard = await call('GET', `/project/${seeded.projectA.id}/stages`, customerA);
    expect(JSON.stringify(dashboard.json())).toContain(item.id);

    const list = await call('GET', '/admin/content-items?pageSize=5', admin);
    expect(adminContentListSchema.parse(list.json()).items[0]!.id).toBe(item.id);

    const edited = await call('PUT', `/admin/content-items/${item.id}`, admin, {
      name: 'Shared guide',
      imageId: await upload('guide.png'),
      revision: item.revision,
    });
    expect(edited.json()).toMatchObject({ name: 'Shared guide', projectId: null, body: '' });
    expect(edited.json().image.filename).toBe('guide.png');

    expect((await call('DELETE', `/admin/content-items/${item.id}`, designer)).statusCode).toBe(
      204,
    );
    expect(
      (await call('PUT', `/admin/content-items/${item.id}`, designer, edited.json())).statusCode,
    ).toBe(400);
    const gone = await call('PUT', `/admin/content-items/${item.id}`, designer, {
      name: 'x',
      revision: 2,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses bad input and unknown links, changing nothing', async () => {
    const db = subject.app.database.db;
    const before = await db.$count(contentItems);
    const blank = await call('POST', '/admin/content-items', designer, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toContain(validationMessages.required);
    const stage = await call('POST', '/admin/content-items', designer, {
      name: 'x',
      stageKey: 'nowhere',
    });
    expect(stage.statusCode).toBe(400);
    const project = await call('POST', '/admin/content-items', designer, {
      name: 'x',
      projectId: unknown,
    });
    expect([project.statusCode, project.json().error]).toEqual([404, 'Project not found']);
    expect(await db.$count(contentItems)).toBe(before);
    expect((await call('GET', '/admin/content-items', customerA)).statusCode).toBe(403);
    expect((await call('POST', '/admin/content-items', customerA, { name: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/admin/content-items')).statusCode).toBe(401);
  });

  it('places an item in an estimate page slot, one item per slot', async () => {
    const db = subject.app.database.db;
    const created = await call('POST', '/admin/content-items', designer, {
      name: 'What a US estimate includes',
      body: 'Sales tax is not included.',
      slot: 'estimate-included-us',
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = adminContentItemSchema.parse(created.json());
    expect(item.slot).toBe('estimate-included-us');
    const listed = adminContentListSchema.parse(
      (await call('GET', '/admin/content-items?pageSize=50', admin)).json(),
    );
    expect(listed.items.find((each) => each.id === item.id)!.slot).toBe('estimate-included-us');

    const before = await db.$count(contentItems);
    const taken = await call('POST', '/admin/content-items', designer, {
      name: 'Another US text',
      slot: 'estimate-included-us',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(
      '"Estimate page: what a US estimate includes" is already shown by the content item "What a US estimate includes": choose None there first, or edit that item',
    );
    const bad = await call('POST', '/admin/content-items', designer, {
      name: 'x',
      slot: 'estimate-included-mars',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Choose one of: estimate-included-us, estimate-included-eu');
    expect(await db.$count(contentItems)).toBe(before);

    // Another item cannot take the slot by an edit either; the holder keeps it through its own.
    const second = adminContentItemSchema.parse(
      (await call('POST', '/admin/content-items', designer, { name: 'EU text' })).json(),
    );
    const moved = await call('PUT', `/admin/content-items/${second.id}`, admin, {
      name: 'EU text',
      slot: 'estimate-included-us',
      revision: second.revision,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('CONFLICT');
    const kept = await call('PUT', `/admin/content-items/${item.id}`, admin, {
      name: item.name,
      body: 'Sales tax and installation are not included.',
      slot: 'estimate-included-us',
      revision: item.revision,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      slot: 'estimate-included-us',
      revision: item.revision + 1,
    });
    // A save from the revision before answers 409 STALE_REVISION, slot or not.
    const stale = await call('PUT', `/admin/content-items/${item.id}`, admin, {
      name: item.name,
      slot: null,
      revision: item.revision,
    });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_REVISION']);
    const freed = await call('PUT', `/admin/content-items/${item.id}`, admin, {
      name: item.name,
      slot: null,
      revision: item.revision + 1,
    });
    expect(freed.json().slot).toBeNull();
    const taker = await call('PUT', `/admin/content-items/${second.id}`, admin, {
      name: 'EU text',
      slot: 'estimate-included-us',
      revision: second.revision,
    });
    expect([taker.statusCode, taker.json().slot]).toEqual([200, 'estimate-included-us']);
  });
});

describe('back office: deliveries', () => {
  const url = () => `/admin/projects/${seeded.projectA.id}/deliveries`;

  it("adds a delivery with its tracking link, shown on the customer's dashboard", async () => {
    await call('POST', `/project/${seeded.projectA.id}/create-substages`, designer, {
      startDate: '2036-03-02',
      productionComplexity: 'standard',
      deliveryType: 'shipping',
    });
    const created = await call('POST', url(), designer, {
      name: 'Crate 1 of 2',
      trackingLink: 'https://track.example/casey?id=1',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const stages = await call('GET', `/project/${seeded.projectA.id}/stages`, customerA);
    const { stages: timeline } = stages.json<{
      stages: { key: string; deliveryId: string | null }[];
    }>();
    const deliveryStage = timeline.find((stage) => stage.key === 'delivery');
    expect(deliveryStage?.deliveryId).toBe(id);
    const shown = await call('GET', `/content/delivery/${id}`, customerA);
    expect(shown.json()).toMatchObject({ trackingLink: 'https://track.example/casey?id=1' });

    const saved = await call('PUT', `${url()}/${id}`, admin, {
      name: 'Crate 1',
      trackingLink: '',
      revision: 1,
    });
    expect(saved.json()).toMatchObject({ name: 'Crate 1', trackingLink: null });
    const list = adminDeliveryListSchema.parse((await call('GET', url(), designer)).json());
    expect(list.map((delivery) => delivery.name)).toEqual(['Crate 1']);
    // Another project's address does not reach it.
    const foreign = `/admin/projects/${seeded.projectB.id}/deliveries/${id}`;
    expect((await call('DELETE', foreign, designer)).statusCode).toBe(404);
    expect((await call('DELETE', `${url()}/${id}`, designer)).statusCode).toBe(204);
    expect(await call('GET', url(), designer).then((r) => r.json())).toEqual([]);
  });

  it('refuses tracking links that are not http(s) addresses', async () => {
    const db = subject.app.database.db;
    const before = await db.$count(deliveries);
    for (const trackingLink of ['javascript:alert(1)', 'ftp://x.example', 'track me', 'https://']) {
      const response = await call('POST', url(), designer, { name: 'Crate', trackingLink });
      expect(response.statusCode, trackingLink).toBe(400);
      expect(response.json().error).toContain('http:// or https://');
    }
    expect((await call('POST', url(), customerA, { name: 'Crate' })).statusCode).toBe(403);
    expect((await call('GET', '/admin/projects/nope/deliveries', designer)).statusCode).toBe(404);
    expect(await db.$count(deliveries)).toBe(before);
  });
});

describe('back office: gallery kitchens', () => {
  it('creates, publishes, edits and deletes a kitchen with renders and components', async () => {
    const db = subject.app.database.db;
    const [front, hidden] = await db
      .insert(catalogItems)
      .values([
        {
          category: 'front',
          name: 'Walnut front',
          slug: 'walnut-front',
          unit: 'piece',
          unitPrice: '80.00',
        },
        {
          category: 'hardware',
          name: 'Secret hinge',
          slug: 'secret-hinge',
          unit: 'piece',
          unitPrice: '3',
          isPublic: false,
        },
      ])
      .returning();
    const renders = [await upload('one.png'), await upload('two.png')];
    const form = {
      slug: 'walnut-kitchen',
      name: 'Walnut kitchen',
      style: 'scandinavian',
      summary: 'Warm walnut.',
      fromPrice: 12500,
      published: false,
      renderIds: renders,
      componentIds: [front!.id, hidden!.id],
    };
    const created = await call('POST', '/admin/kitchens', designer, form);
    expect(created.statusCode).toBe(201);
    const kitchen = adminKitchenSchema.parse(created.json());
    expect(kitchen.cover?.id).toBe(renders[0]);
    expect(kitchen.components.map((item) => item.name)).toEqual(['Walnut front', 'Secret hinge']);
    expect((await call('GET', '/gallery/kitchens/walnut-kitchen')).statusCode).toBe(404);

    const taken = await call('POST', '/admin/kitchens', designer, form);
    expect(taken.statusCode).toBe(409);
    const other = await call('POST', '/admin/kitchens', designer, { ...form, slug: 'other-one' });
    const retaken = await call('PUT', `/admin/kitchens/${other.json().id}`, designer, {
      ...form,
      revision: 1,
    });
    expect([retaken.statusCode, retaken.json().error]).toEqual([
      409,
      'This slug is already taken by another kitchen',
    ]);
    expect((await call('DELETE', `/admin/kitchens/${other.json().id}`, admin)).statusCode).toBe(
      204,
    );

    const published = await call('PUT', `/admin/kitchens/${kitchen.id}`, admin, {
      ...form,
      published: true,
      renderIds: [renders[1]],
      revision: kitchen.revision,
    });
    expect(published.json()).toMatchObject({ published: true, cover: { id: renders[1] } });
    const publicView = galleryKitchenSchema.parse(
      (await call('GET', '/gallery/kitchens/walnut-kitchen')).json(),
    );
    expect(publicView.components.map((item) => item.name)).toEqual(['Walnut front']);
    expect(publicView.renders).toHaveLength(1);

    const list = await call('GET', '/admin/kitchens', designer);
    expect(list.json().items[0]).toMatchObject({ slug: 'walnut-kitchen', published: true });
    expect((await call('DELETE', `/admin/kitchens/${kitchen.id}`, designer)).statusCode).toBe(204);
    expect((await call('GET', '/gallery/kitchens/walnut-kitchen')).statusCode).toBe(404);
  });

  it('refuses bad input, unknown parts and customers, changing nothing', async () => {
    const db = subject.app.database.db;
    const before = await db.$count(galleryKitchens);
    const base = {
      slug: 'bad-kitchen',
      name: 'Bad',
      style: 'modern',
      summary: 'Bad.',
      fromPrice: 1,
      published: true,
    };
    const bad: [object, number][] = [
      [{ ...base, slug: 'Bad Slug' }, 400],
      [{ ...base, style: 'baroque' }, 400],
      [{ ...base, fromPrice: 1.001 }, 400],
      [{ ...base, renderIds: [unknown] }, 404],
      [{ ...base, componentIds: [unknown] }, 404],
    ];
    for (const [body, status] of bad) {
      expect((await call('POST', '/admin/kitchens', designer, body)).statusCode).toBe(status);
    }
    expect((await call('POST', '/admin/kitchens', customerA, base)).statusCode).toBe(403);
    expect((await call('GET', '/admin/kitchens', customerA)).statusCode).toBe(403);
    expect(await db.$count(galleryKitchens)).toBe(before);
  });
});

import { contentResponseSchema, deliverySchema } from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, deliveries, images, projects, substages } from '../../db/schema.js';
import { seedDomain, viewers, type ViewerRole } from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

let subject: TestApp;
const ids = {
  shared: '',
  ownA: '',
  ownB: '',
  demo: '',
  deliveryA: '',
  deliveryB: '',
  substageA: '',
  substageB: '',
};
const unknown = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  subject = await buildTestApp();
  const { projectA, projectB } = await seedDomain(subject);
  const db = subject.app.database.db;
  const [demo] = await db
    .insert(projects)
    .values({ name: 'Template', status: 'design', isDemo: true })
    .returning();
  const [image] = await db
    .insert(images)
    .values({
      filename: 'crate.png',
      width: 40,
      height: 30,
      smallKey: 's',
      largeKey: 'l',
      fullKey: 'f',
    })
    .returning();
  const items = await db
    .insert(contentItems)
    .values([
      {
        name: 'Measuring guide',
        body: 'Measure twice.',
        stageKey: 'design-approval',
        imageId: image!.id,
      },
      { name: 'Casey checklist', stageKey: 'installation', projectId: projectA.id },
      { name: 'Olivia checklist', stageKey: 'installation', projectId: projectB.id },
      { name: 'Template tips', stageKey: 'production', projectId: demo!.id },
    ])
    .returning();
  // One row back for each row inserted.
  [ids.shared, ids.ownA, ids.ownB, ids.demo] = items.map((item) => item.id) as [
    string,
    string,
    string,
    string,
  ];
  const stages = await db
    .insert(substages)
    .values([
      {
        projectId: projectA.id,
        key: 'delivery',
        name: 'Delivery',
        startDate: '2027-01-01',
        endDate: '2027-02-04',
        position: 3,
      },
      {
        projectId: projectB.id,
        key: 'delivery',
        name: 'Delivery',
        startDate: '2027-01-01',
        endDate: '2027-02-04',
        position: 3,
      },
    ])
    .returning();
  [ids.substageA, ids.substageB] = stages.map((stage) => stage.id) as [string, string];
  const rows = await db
    .insert(deliveries)
    .values([
      {
        projectId: projectA.id,
        substageId: ids.substageA,
        name: 'Casey crate',
        imageId: image!.id,
        trackingLink: 'https://track.example/casey',
      },
      { projectId: projectB.id, name: 'Olivia crate', trackingLink: null },
    ])
    .returning();
  [ids.deliveryA, ids.deliveryB] = rows.map((row) => row.id) as [string, string];
});
afterAll(() => subject.close());

async function call(role: ViewerRole, url: string, body?: unknown) {
  const email = viewers[role];
  const headers: Record<string, string> = email ? { cookie: await signInAs(subject, email) } : {};
  if (body === undefined) return subject.app.inject({ url: `/api/v1${url}`, headers });
  return subject.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...headers, origin: testOrigin },
    payload: body as object,
  });
}

describe('POST /content', () => {
  it('answers the items in the order asked, with their pictures', async () => {
    const response = await call('customerA', '/content', {
      contentIds: [ids.ownA, ids.shared, ids.demo],
    });
    const items = contentResponseSchema.parse(response.json());
    expect(items.map((item) => item.name)).toEqual([
      'Casey checklist',
      'Measuring guide',
      'Template tips',
    ]);
    expect(items[1]).toMatchObject({
      body: 'Measure twice.',
      image: { filename: 'crate.png', thumbnailsFull: '/files/f' },
    });
    expect(items[0]!.image).toBeNull();
  });

  it('skips an empty list and answers []', async () => {
    const response = await call('customerB', '/content', { contentIds: [] });
    expect([response.statusCode, response.json()]).toEqual([200, []]);
  });

  it("answers 404 for another customer's content or unknown ids; staff reach all", async () => {
    expect((await call('customerA', '/content', { contentIds: [ids.ownB] })).statusCode).toBe(404);
    expect(
      (await call('customerA', '/content', { contentIds: [ids.shared, ids.ownB] })).statusCode,
    ).toBe(404);
    expect((await call('customerA', '/content', { contentIds: [unknown] })).statusCode).toBe(404);
    expect((await call('customerA', '/content', { contentIds: ['not-a-uuid'] })).statusCode).toBe(
      404,
    );
    const staff = await call('designer', '/content', { contentIds: [ids.ownA, ids.ownB] });
    expect(contentResponseSchema.parse(staff.json())).toHaveLength(2);
    expect((await call('anonymous', '/content', { contentIds: [] })).statusCode).toBe(401);
  });

  it('refuses bad bodies with a message', async () => {
    for (const body of [
      {},
      { contentIds: 'x' },
      { contentIds: [''] },
      { contentIds: [], extra: 1 },
    ]) {
      const response = await call('admin', '/content', body);
      expect([body, response.statusCode]).toEqual([body, 400]);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });
});

describe('GET /content/delivery/{id}', () => {
  it('answers id, name, image and tracking link to the project customer', async () => {
    const response = await call('customerA', `/content/delivery/${ids.deliveryA}`);
    expect(deliverySchema.strict().parse(response.json())).toMatchObject({
      id: ids.deliveryA,
      name: 'Casey crate',
      trackingLink: 'https://track.example/casey',
      image: { filename: 'crate.png' },
    });
  });

  it('narrows to a substage: linked to it, or linked to none of the same project', async () => {
    expect(
      (await call('customerA', `/content/delivery/${ids.deliveryA}?substageId=${ids.substageA}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('customerB', `/content/delivery/${ids.deliveryB}?substageId=${ids.substageB}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('admin', `/content/delivery/${ids.deliveryA}?substageId=${ids.substageB}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('admin', `/content/delivery/${ids.deliveryB}?substageId=${ids.substageA}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('admin', `/content/delivery/${ids.deliveryA}?substageId=nope`)).statusCode,
    ).toBe(404);
  });

  it("answers 401 anonymous, 404 for another customer's delivery and unknown ids", async () => {
    const expected = { anonymous: 401, customerA: 200, customerB: 404, designer: 200, admin: 200 };
    for (const role of Object.keys(expected) as ViewerRole[]) {
      const response = await call(role, `/content/delivery/${ids.deliveryA}`);
      expect([role, response.statusCode]).toEqual([role, expected[role]]);
    }
    expect((await call('admin', `/content/delivery/${unknown}`)).statusCode).toBe(404);
    expect((await call('admin', '/content/delivery/not-a-uuid')).statusCode).toBe(404);
    expect((await call('admin', `/content/delivery/${ids.deliveryA}?colour=red`)).statusCode).toBe(
      400,
    );
  });
});

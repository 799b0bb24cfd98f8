import {
  createSubstagesResponseSchema,
  demoProjectSchema,
  projectStagesSchema,
} from '@corner/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, contentItems, deliveries, projects, substages } from '../../db/schema.js';
import { seedDomain, viewers, type ViewerRole } from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { TestClock } from '../../lib/clock.js';

let subject: TestApp;
let projectA = '';
let projectB = '';
let demoId = '';
const content = { shared: '', ownA: '', ownB: '', demo: '' };

beforeAll(async () => {
  // A day before the plans the tests store start: production there waits for no sign-off.
  subject = await buildTestApp({ clock: new TestClock(new Date('2026-11-01T12:00:00Z')) });
  const seeded = await seedDomain(subject);
  projectA = seeded.projectA.id;
  projectB = seeded.projectB.id;
  const db = subject.app.database.db;
  const [demo] = await db
    .insert(projects)
    .values({ name: 'Template kitchen', status: 'design', isDemo: true })
    .returning();
  demoId = demo!.id;
  const rows = await db
    .insert(contentItems)
    .values([
      { name: 'Measuring guide', stageKey: 'design-approval', position: 0 },
      { name: 'Casey checklist', stageKey: 'installation', projectId: projectA },
      { name: 'Olivia checklist', stageKey: 'installation', projectId: projectB },
      { name: 'Template tips', stageKey: 'production', projectId: demoId },
    ])
    .returning();
  // One row back for each row inserted.
  [content.shared, content.ownA, content.ownB, content.demo] = rows.map((row) => row.id) as [
    string,
    string,
    string,
    string,
  ];
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

const substageBody = {
  deliveryType: 'air freight',
  startDate: '2026-12-20',
  productionComplexity: 'simple',
};

describe('GET /project/{id}/stages', () => {
  it('answers no stages before a start date, then the plan from it with content', async () => {
    const before = projectStagesSchema.parse(
      (await call('customerA', `/project/${projectA}/stages`)).json(),
    );
    expect(before.stages).toEqual([]);
    await subject.app.database.db
      .update(projects)
      .set({
        startDate: '2026-12-28',
        productionComplexity: 'standard',
        deliveryMethod: 'shipping',
      })
      .where(eq(projects.id, projectA));
    await subject.app.cache.invalidateProject(projectA); // as every write of a project does
    const after = projectStagesSchema.parse(
      (await call('customerA', `/project/${projectA}/stages`)).json(),
    );
    expect(
      after.stages.map((stage) => [stage.key, stage.id, stage.startDate, stage.endDate]),
    ).toEqual([
      ['design-approval', null, '2026-12-28', '2027-01-03'],
      ['production', null, '2027-01-04', '2027-02-14'],
      ['quality-control', null, '2027-02-15', '2027-02-21'],
      ['delivery', null, '2027-02-22', '2027-03-28'],
      ['installation', null, '2027-03-29', '2027-04-02'],
    ]);
    expect(after.stages[0]!.contentIds).toEqual([content.shared]);
    expect(after.stages[4]!.contentIds).toEqual([content.ownA]);
    expect(after.stages[1]!.contentIds).toEqual([]);
  });

  it('answers 401 anonymous, 404 for another customer and unknown ids, 200 for staff', async () => {
    const expected = { anonymous: 401, customerA: 200, customerB: 404, designer: 200, admin: 200 };
    for (const role of Object.keys(expected) as ViewerRole[]) {
      const response = await call(role, `/project/${projectA}/stages`);
      expect([role, response.statusCode]).toEqual([role, expected[role]]);
    }
    expect((await call('admin', '/project/not-a-uuid/stages')).statusCode).toBe(404);
    expect((await call('admin', `/project/${projectA}/stages?colour=red`)).statusCode).toBe(400);
  });
});

describe('POST /project/{projectId}/create-substages', () => {
  it('stores five substages across the year end and keeps their ids on a second call', async () => {
    const first = await call('designer', `/project/${projectB}/create-substages`, substageBody);
    expect(first.statusCode).toBe(200);
    const stored = createSubstagesResponseSchema.parse(first.json());
    expect(stored.map((stage) => [stage.name, stage.startDate, stage.endDate])).toEqual([
      ['Design approval', '2026-12-20', '2026-12-26'],
      ['Production', '2026-12-27', '2027-01-23'],
      ['Quality control and packing', '2027-01-24', '2027-01-30'],
      ['Delivery', '2027-01-31', '2027-02-06'],
      ['Installation', '2027-02-07', '2027-02-11'],
    ]);
    const again = await call('admin', `/project/${projectB}/create-substages`, {
      ...substageBody,
      deliveryType: 'shipping',
    });
    const second = createSubstagesResponseSchema.parse(again.json());
    expect(second.map((stage) => stage.id)).toEqual(stored.map((stage) => stage.id));
    expect(second[3]!.endDate).toBe('2027-03-06');
    const stages = projectStagesSchema.parse(
      (await call('customerB', `/project/${projectB}/stages`)).json(),
    );
    expect(stages).toMatchObject({ startDate: '2026-12-20', deliveryMethod: 'shipping' });
    expect(stages.stages.map((stage) => stage.id)).toEqual(stored.map((stage) => stage.id));
    expect(stages.stages[3]!.days).toBe(35);

    // Issue 39: the plan's options and each stage's dates, old → new.
    const trail = await subject.app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityKind, 'production-plan'))
      .orderBy(asc(auditEvents.id));
    expect(trail.map((event) => [event.entityId, event.projectId, event.summary])).toEqual([
      [projectB, projectB, 'saved the production plan of Olivia kitchen'],
      [projectB, projectB, 'saved the production plan of Olivia kitchen'],
    ]);
    expect(trail[0]!.changes.slice(0, 4)).toEqual([
      { field: 'startDate', label: 'Start date', from: null, to: '2026-12-20' },
      {
        field: 'productionComplexity',
        label: 'Production complexity',
        from: 'standard',
        to: 'simple',
      },
      { field: 'deliveryMethod', label: 'Delivery method', from: 'shipping', to: 'air freight' },
      {
        field: 'stage1',
        label: 'Design approval dates',
        from: null,
        to: '2026-12-20 – 2026-12-26',
      },
    ]);
    expect(trail[1]).toMatchObject({
      actorEmail: viewers.admin,
      requestId: again.headers['x-request-id'],
    });
    expect(trail[1]!.changes).toEqual([
      { field: 'deliveryMethod', label: 'Delivery method', from: 'air freight', to: 'shipping' },
      {
        field: 'stage4',
        label: 'Delivery dates',
        from: '2027-01-31 – 2027-02-06',
        to: '2027-01-31 – 2027-03-06',
      },
      {
        field: 'stage5',
        label: 'Installation dates',
        from: '2027-02-07 – 2027-02-11',
        to: '2027-03-07 – 2027-03-11',
      },
    ]);
  });

  it('is staff only: 401 anonymous, 403 customers (even their own), 404 unknown', async () => {
    const url = `/project/${projectA}/create-substages`;
    expect((await call('anonymous', url, substageBody)).statusCode).toBe(401);
    expect((await call('customerA', url, substageBody)).statusCode).toBe(403);
    expect((await call('customerB', url, substageBody)).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('admin', `/project/${unknown}/create-substages`, substageBody)).statusCode,
    ).toBe(404);
    const rows = await subject.app.database.db
      .select()
      .from(substages)
      .where(eq(substages.projectId, projectA));
    expect(rows).toEqual([]);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const url = `/project/${projectA}/create-substages`;
    for (const body of [
      { ...substageBody, startDate: '2026-02-30' },
      { ...substageBody, startDate: 'tomorrow' },
      { ...substageBody, productionComplexity: 'huge' },
      { ...substageBody, deliveryType: 'teleport' },
      { deliveryType: 'shipping' },
      { ...substageBody, extra: 1 },
    ]) {
      const response = await call('admin', url, body);
      expect([body, response.statusCode]).toEqual([body, 400]);
      expect(response.json().error).toEqual(expect.any(String));
    }
    const rows = await subject.app.database.db
      .select()
      .from(substages)
      .where(eq(substages.projectId, projectA));
    expect(rows).toEqual([]);
    const recorded = await subject.app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.projectId, projectA));
    expect(recorded).toEqual([]);
  });
});

describe('GET /demo-project', () => {
  it('plans the template from the query, with the demo content', async () => {
    const response = await call(
      'customerA',
      `/demo-project?email=${viewers.customerA}&startDate=2027-01-25&productionComplexity=complex&deliveryMethod=air+freight`,
    );
    const demo = demoProjectSchema.parse(response.json());
    expect(demo).toMatchObject({ id: demoId, isDemo: true, startDate: '2027-01-25' });
    expect(demo.stages.map((stage) => [stage.startDate, stage.endDate])).toEqual([
      ['2027-01-25', '2027-01-31'],
      ['2027-02-01', '2027-03-28'],
      ['2027-03-29', '2027-04-04'],
      ['2027-04-05', '2027-04-11'],
      ['2027-04-12', '2027-04-16'],
    ]);
    expect(demo.stages[1]!.contentIds).toEqual([content.demo]);
    expect(demo.stages[4]!.contentIds).toEqual([]);
  });

  it('defaults to today and the demo project options; refuses bad input and anonymous callers', async () => {
    const demo = demoProjectSchema.parse((await call('designer', '/demo-project')).json());
    expect(demo.startDate).toBe(new Date().toISOString().slice(0, 10));
    expect(demo.productionComplexity).toBe('standard');
    expect((await call('anonymous', '/demo-project')).statusCode).toBe(401);
    for (const query of [
      'startDate=2027-13-01',
      'productionComplexity=x',
      'deliveryMethod=x',
      'email=nope',
      'x=1',
    ]) {
      expect([query, (await call('customerA', `/demo-project?${query}`)).statusCode]).toEqual([
        query,
        400,
      ]);
    }
  });
});

describe('delivery on the stages', () => {
  it('shows the delivery linked to the delivery substage, else the unlinked one', async () => {
    const db = subject.app.database.db;
    const [loose] = await db
      .insert(deliveries)
      .values({ projectId: projectB, name: 'Crate 1', trackingLink: 'https://track.example/1' })
      .returning();
    let stages = projectStagesSchema.parse(
      (await call('customerB', `/project/${projectB}/stages`)).json(),
    );
    expect(stages.stages.map((stage) => stage.deliveryId)).toEqual([
      null,
      null,
      null,
      loose!.id,
      null,
    ]);
    const deliveryStage = stages.stages[3]!;
    const [linked] = await db
      .insert(deliveries)
      .values({ projectId: projectB, substageId: deliveryStage.id, name: 'Crate 2' })
      .returning();
    stages = projectStagesSchema.parse(
      (await call('customerB', `/project/${projectB}/stages`)).json(),
    );
    expect(stages.stages[3]!.deliveryId).toBe(linked!.id);
  });
});

describe('the demo project', () => {
  it('is reachable by every signed-in customer, so /project/{id} can route it', async () => {
    const meta = await call('customerB', `/project/${demoId}/meta`);
    expect(meta.json()).toEqual({ id: demoId, status: 'design', isDemo: true });
    expect((await call('customerA', `/project/${demoId}/stages`)).statusCode).toBe(200);
    expect((await call('anonymous', `/project/${demoId}/meta`)).statusCode).toBe(401);
  });
});

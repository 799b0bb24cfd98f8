import { addDays, projectListSchema, projectStagesSchema } from '@corner/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, designVersions, projects } from '../../db/schema.js';
import {
  addEstimate,
  addProject,
  addVersion,
  pinVersion,
  seedDomain,
  viewers,
  type ViewerRole,
} from '../../../test/helpers/domain-fixtures.js';
import { signInAs } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

let subject: TestApp;
const ids = { projectA: '', projectB: '', loose: '', pinnedVersion: '' };

beforeAll(async () => {
  subject = await buildTestApp();
  const seeded = await seedDomain(subject);
  ids.projectA = seeded.projectA.id;
  ids.projectB = seeded.projectB.id;
  const db = subject.app.database.db;
  // Creation order: A, B, then the 100%_loose project, each a minute apart.
  const loose = await addProject(subject, 'Loft 100%_kitchen');
  ids.loose = loose.id;
  for (const [index, id] of [ids.projectA, ids.projectB, ids.loose].entries()) {
    await db
      .update(projects)
      .set({ createdAt: sql`now() - make_interval(mins => ${10 - index})` })
      .where(eq(projects.id, id));
  }
  // Project A: its version is pinned; project B: estimated, nothing shown until pinned.
  await addEstimate(subject, seeded.versionA.id);
  await pinVersion(subject, ids.projectA, seeded.versionA.id);
  const older = await addVersion(subject, ids.projectB, 'B older', 1);
  await db
    .update(designVersions)
    .set({ createdAt: sql`now() - interval '1 day'` })
    .where(eq(designVersions.id, older.id));
  await addEstimate(subject, older.id);
  await addEstimate(subject, seeded.versionB.id);
  ids.pinnedVersion = older.id;
});
afterAll(() => subject.close());

async function list(role: ViewerRole, query = '') {
  const email = viewers[role];
  const headers = email ? { cookie: await signInAs(subject, email) } : {};
  return subject.app.inject({ url: `/api/v1/projects${query}`, headers });
}

describe('GET /projects', () => {
  it("lists a customer's own projects only, with status and the active estimate's total", async () => {
    const page = projectListSchema.parse((await list('customerA')).json());
    expect(page).toMatchObject({ page: 1, pageSize: 24, total: 1 });
    expect(page.items).toEqual([
      {
        id: ids.projectA,
        name: 'Casey kitchen',
        status: 'estimation',
        phase: 'estimation',
        isDemo: false,
        createdAt: expect.any(String),
        customerEmails: [viewers.customerA],
        activeEstimate: { designVersionId: expect.any(String), totalCost: 1350, currency: 'usd' },
        reservation: null,
        // Staff only (issue 25): a customer never sees the activity.
        lastActivity: null,
      },
    ]);
    // A search never widens a customer's list.
    const searched = projectListSchema.parse((await list('customerA', '?search=olivia')).json());
    expect(searched.items).toEqual([]);
  });

  it('lists every project to staff, newest first, with what its customers see', async () => {
    const page = projectListSchema.parse((await list('designer')).json());
    expect(page.items.map((item) => item.id)).toEqual([ids.loose, ids.projectB, ids.projectA]);
    expect(page.items[0]!.activeEstimate).toBeNull();
    // B has estimates but nothing pinned or published: a draft, no price listed.
    expect(page.items[1]!.activeEstimate).toBeNull();
    await pinVersion(subject, ids.projectB, ids.pinnedVersion);
    const pinned = projectListSchema.parse((await list('admin')).json());
    expect(pinned.items[1]!.activeEstimate?.designVersionId).toBe(ids.pinnedVersion);
  });

  it('searches by name or customer e-mail, case-insensitively, with literal % and _', async () => {
    const names = async (search: string) =>
      projectListSchema
        .parse((await list('admin', `?search=${encodeURIComponent(search)}`)).json())
        .items.map((item) => item.name);
    expect(await names('CASEY')).toEqual(['Casey kitchen']);
    expect(await names('olivia@corner')).toEqual(['Olivia kitchen']);
    expect(await names('100%_')).toEqual(['Loft 100%_kitchen']);
    expect(await names('%')).toEqual(['Loft 100%_kitchen']);
    expect(await names('nothing like it')).toEqual([]);
    expect(await names('  ')).toHaveLength(3);
  });

  it('pages', async () => {
    const second = projectListSchema.parse((await list('admin', '?page=2&pageSize=2')).json());
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.items.map((item) => item.id)).toEqual([ids.projectA]);
    const beyond = projectListSchema.parse((await list('admin', '?page=9&pageSize=2')).json());
    expect(beyond.items).toEqual([]);
  });

  it('refuses anonymous callers and bad queries with a message', async () => {
    expect((await list('anonymous')).statusCode).toBe(401);
    for (const query of [
      '?page=0',
      '?pageSize=101',
      '?page=x',
      `?search=${'a'.repeat(201)}`,
      '?x=1',
    ]) {
      const response = await list('customerA', query);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });
});

describe('GET /projects: where each project is (decision 53)', () => {
  const today = new Date().toISOString().slice(0, 10);
  /** As the back office saves a project: the row, then its cached copy (project access). */
  async function setProject(values: Partial<typeof projects.$inferInsert>) {
    await subject.app.database.db.update(projects).set(values).where(eq(projects.id, ids.loose));
    await subject.app.cache.invalidateProject(ids.loose);
  }

  /** The loose project's phase on the staff list and on its stages (the dashboard's read). */
  async function phases() {
    const listed = projectListSchema.parse((await list('designer')).json());
    const stages = await subject.app.inject({
      url: `/api/v1/project/${ids.loose}/stages`,
      headers: { cookie: await signInAs(subject, viewers.designer) },
    });
    const item = listed.items.find((each) => each.id === ids.loose)!;
    return {
      list: item.phase,
      status: item.status,
      dashboard: projectStagesSchema.parse(stages.json()).phase,
    };
  }

  it('derives one label from the status, the plan and the deliveries, the same on both', async () => {
    expect(await phases()).toEqual({
      list: 'estimation',
      status: 'estimation',
      dashboard: 'estimation',
    });
    // Status design, planned to start in a week: still design.
    await setProject({ status: 'design', startDate: addDays(today, 7) });
    expect(await phases()).toEqual({ list: 'design', status: 'design', dashboard: 'design' });
    // Started 20 days ago, standard production (days 8 to 49): production, status unchanged.
    await setProject({ startDate: addDays(today, -20) });
    expect(await phases()).toEqual({
      list: 'production',
      status: 'design',
      dashboard: 'production',
    });
    // A delivery on record: delivery.
    await subject.app.database.db
      .insert(deliveries)
      .values({ projectId: ids.loose, name: 'Cabinets and fronts' });
    expect(await phases()).toEqual({ list: 'delivery', status: 'design', dashboard: 'delivery' });
    // Every stage over (standard and shipping: 96 days): done.
    await setProject({ startDate: addDays(today, -120) });
    expect(await phases()).toEqual({ list: 'done', status: 'design', dashboard: 'done' });
  });
});

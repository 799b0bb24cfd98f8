import {
  projectMetaSchema,
  projectSchema,
  projectSummarySchema,
  userProjectsResponseSchema,
} from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCustomers, projects, users } from '../../db/schema.js';
import { signInAs } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

let subject: TestApp;
const ids = { casey: '', olivia: '', caseyProject: '', oliviaProject: '' };
const caseyEmail = 'casey@corner.test';
const oliviaEmail = 'olivia@corner.test';
const viewers = {
  anonymous: undefined,
  customerA: caseyEmail,
  customerB: oliviaEmail,
  designer: 'dana@corner.test',
  admin: 'alex@corner.test',
} as const;

beforeAll(async () => {
  subject = await buildTestApp();
  const db = subject.app.database.db;
  const people = await db
    .insert(users)
    .values([
      { email: caseyEmail, name: 'Casey', type: 'customer' },
      { email: oliviaEmail, name: 'Olivia', type: 'customer' },
      { email: viewers.designer, name: 'Dana', type: 'designer' },
      { email: viewers.admin, name: 'Alex', type: 'admin' },
    ])
    .returning();
  ids.casey = people[0]!.id;
  ids.olivia = people[1]!.id;
  const rows = await db
    .insert(projects)
    .values([
      { name: 'Casey kitchen', status: 'estimation' },
      { name: 'Olivia kitchen', status: 'design', isDemo: false },
    ])
    .returning();
  ids.caseyProject = rows[0]!.id;
  ids.oliviaProject = rows[1]!.id;
  await db.insert(projectCustomers).values([
    { projectId: ids.caseyProject, userId: ids.casey },
    { projectId: ids.oliviaProject, userId: ids.olivia },
  ]);
});
afterAll(() => subject.close());

async function get(url: string, as?: string) {
  const headers = as ? { cookie: await signInAs(subject, as) } : {};
  return subject.app.inject({ url: `/api/v1${url}`, headers });
}

describe('project calls', () => {
  it("answer a customer's own project in the contract's shapes", async () => {
    const base = `/project/${ids.caseyProject}`;
    const project = projectSchema.parse(
      (await get(`${base}?email=${caseyEmail}`, caseyEmail)).json(),
    );
    expect(project).toMatchObject({ name: 'Casey kitchen', status: 'estimation', isDemo: false });
    const meta = (await get(`${base}/meta`, caseyEmail)).json();
    expect(projectMetaSchema.strict().parse(meta)).toEqual({
      id: ids.caseyProject,
      status: 'estimation',
      isDemo: false,
    });
    const summary = (await get(`${base}/summary`, caseyEmail)).json();
    expect(projectSummarySchema.strict().parse(summary)).toEqual({
      id: ids.caseyProject,
      name: 'Casey kitchen',
    });
  });

  it('answers by role: 401 anonymous, 404 for another customer, 200 for staff', async () => {
    const expected = { anonymous: 401, customerA: 200, customerB: 404, designer: 200, admin: 200 };
    for (const path of ['', '/meta', '/summary']) {
      for (const [role, email] of Object.entries(viewers)) {
        const response = await get(`/project/${ids.caseyProject}${path}`, email);
        expect([role, path, response.statusCode]).toEqual([
          role,
          path,
          expected[role as keyof typeof expected],
        ]);
      }
    }
  });

  it('answers 404 for ids that name nothing and a message when the id is blank', async () => {
    expect((await get('/project/not-a-uuid/meta', caseyEmail)).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/project/${unknown}`, viewers.admin)).statusCode).toBe(404);
    const blank = await get('/project/%20/meta', caseyEmail);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toContain('Project ID is not provided');
  });

  it('rejects unknown query fields', async () => {
    const response = await get(`/project/${ids.caseyProject}?colour=red`, caseyEmail);
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /user/{id}/projects', () => {
  it("lists a customer's own projects as { id, name, status, isDemo }", async () => {
    const response = await get(`/user/${ids.casey}/projects`, caseyEmail);
    expect(userProjectsResponseSchema.parse(response.json())).toEqual([
      { id: ids.caseyProject, name: 'Casey kitchen', status: 'estimation', isDemo: false },
    ]);
  });

  it("hides another user's projects from customers, shows them to staff", async () => {
    expect((await get(`/user/${ids.olivia}/projects`)).statusCode).toBe(401);
    expect((await get(`/user/${ids.olivia}/projects`, caseyEmail)).statusCode).toBe(404);
    const staff = await get(`/user/${ids.olivia}/projects`, viewers.designer);
    expect(staff.json()).toEqual([
      { id: ids.oliviaProject, name: 'Olivia kitchen', status: 'design', isDemo: false },
    ]);
    // Staff asking for a user that does not exist get 404, not an empty list.
    expect((await get('/user/not-a-uuid/projects', viewers.admin)).statusCode).toBe(404);
  });
});

import { errorCodes, staleRevisionMessages, type RevisedThing } from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../helpers/cache.js';
import { seedDomain, viewers } from '../helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/*
 * Issue 21 point 6 (decision 29): two staff members open the same row and both save. The
 * first save wins and answers the next revision; the second, sent with the revision it
 * loaded, answers 409 STALE_REVISION and changes nothing, so the first one's change survives.
 */

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject);
  call = caller(subject);
});
afterAll(() => subject.close());

const { designer, admin } = viewers;

interface Editor {
  thing: RevisedThing;
  /** Two staff members who may both edit it. */
  editors: [string, string];
  /** Creates a row; answers the address of its save. */
  create: () => Promise<string>;
  /** The row as the editor loads it (the call the screen makes). */
  load: (url: string) => Promise<Record<string, unknown>>;
  /** A whole form of the loaded row, renamed. */
  form: (name: string, opened: Record<string, unknown>) => Record<string, unknown>;
  /** The field the form's name goes to. */
  field: string;
}

async function created(url: string, as: string, body: unknown) {
  const response = await call('POST', url, as, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>();
}

async function loaded(url: string, as: string, id?: string) {
  const response = await call('GET', url, as);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<Record<string, unknown> & { items?: { id: string }[] }>();
  if (id === undefined) return body;
  const list = (body.items ?? body) as unknown as { id: string }[];
  return list.find((row) => row.id === id) as unknown as Record<string, unknown>;
}

const itemForm = (name: string) => ({
  category: 'front',
  name,
  unit: 'piece',
  unitPrice: 10,
  isPublic: true,
});
let rows = 0;
const unique = (prefix: string) => `${prefix}-${(rows += 1)}`;

const kitchenForm = (name: string, opened?: Record<string, unknown>) => ({
  slug: (opened?.slug as string | undefined) ?? unique('lost-update-kitchen'),
  name,
  style: 'modern',
  summary: 'Two editors.',
  fromPrice: 9000,
  published: false,
});

const editors: Editor[] = [
  {
    thing: 'project',
    editors: [designer, admin],
    create: async () => `/admin/projects/${seeded.projectA.id}`,
    load: (url) => loaded(url, designer),
    form: (name) => ({ name, status: 'design', customerEmails: [viewers.customerA] }),
    field: 'name',
  },
  {
    thing: 'catalogItem',
    editors: [designer, admin],
    create: async () => {
      const { id } = await created('/admin/catalog-items', designer, itemForm('Oak'));
      return `/admin/catalog-items/${id}`;
    },
    load: (url) => loaded(url, designer),
    form: itemForm,
    field: 'name',
  },
  {
    thing: 'kitchen',
    editors: [designer, admin],
    create: async () => {
      const { id } = await created('/admin/kitchens', designer, kitchenForm('Oak kitchen'));
      return `/admin/kitchens/${id}`;
    },
    load: (url) => loaded(url, designer),
    form: kitchenForm,
    field: 'name',
  },
  {
    thing: 'contentItem',
    editors: [designer, admin],
    create: async () => {
      const { id } = await created('/admin/content-items', designer, { name: 'Guide' });
      return `/admin/content-items/${id}`;
    },
    // The content editor opens from the list.
    load: (url) => loaded('/admin/content-items?pageSize=100', designer, url.split('/').pop()),
    form: (name) => ({ name, body: 'How to measure.' }),
    field: 'name',
  },
  {
    thing: 'delivery',
    editors: [designer, admin],
    create: async () => {
      const deliveries = `/admin/projects/${seeded.projectA.id}/deliveries`;
      const { id } = await created(deliveries, designer, { name: 'Crate 1' });
      return `${deliveries}/${id}`;
    },
    load: (url) => {
      const [list, id] = [url.slice(0, url.lastIndexOf('/')), url.split('/').pop()];
      return loaded(list, designer, id);
    },
    form: (name) => ({ name, trackingLink: 'https://track.example/1' }),
    field: 'name',
  },
  {
    thing: 'user',
    // Only admins edit users: the same admin in two tabs.
    editors: [admin, admin],
    create: async () => {
      const body = { email: `${unique('robin')}@corner.test`, name: 'Robin', type: 'customer' };
      const { id } = await created('/admin/users', admin, body);
      return `/admin/users/${id}`;
    },
    load: (url) => loaded('/admin/users?search=robin&pageSize=100', admin, url.split('/').pop()),
    form: (name, opened) => ({ email: opened.email, name }),
    field: 'name',
  },
];

describe('two editors saving from the same revision', () => {
  it.each(editors)(
    '$thing: the first save answers 200, the second 409, and the first change survives',
    async ({ thing, editors: [first, second], create, load, form, field }) => {
      const url = await create();
      const opened = await load(url);
      const revision = opened.revision as number;
      expect(revision).toBeGreaterThanOrEqual(1);

      const saved = await call('PUT', url, first, { ...form('First editor', opened), revision });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ [field]: 'First editor', revision: revision + 1 });

      const stale = await call('PUT', url, second, { ...form('Second editor', opened), revision });
      expect([stale.statusCode, stale.json()]).toEqual([
        409,
        { error: staleRevisionMessages[thing], code: errorCodes.staleRevision },
      ]);

      expect(await load(url)).toMatchObject({ [field]: 'First editor', revision: revision + 1 });
      // Reloaded, the second editor's save goes through.
      const retried = await call('PUT', url, second, {
        ...form('Second editor', opened),
        revision: revision + 1,
      });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toMatchObject({ [field]: 'Second editor', revision: revision + 2 });
    },
  );

  it.each(editors)(
    '$thing: of two saves sent at the same moment from one revision, exactly one wins',
    async ({ create, load, form, editors: [first, second], field }) => {
      const url = await create();
      const opened = await load(url);
      const revision = opened.revision as number;
      const answers = await Promise.all([
        call('PUT', url, first, { ...form('Racer one', opened), revision }),
        call('PUT', url, second, { ...form('Racer two', opened), revision }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode);
      expect([...statuses].sort()).toEqual([200, 409]);
      const winner = answers[statuses.indexOf(200)]!.json<Record<string, unknown>>();
      expect(await load(url)).toMatchObject({ [field]: winner[field], revision: revision + 1 });
    },
  );

  it('a save without the revision it was based on is refused, changing nothing', async () => {
    const url = `/admin/projects/${seeded.projectB.id}`;
    const before = await loaded(url, designer);
    const blind = await call('PUT', url, designer, {
      name: 'Blind save',
      status: 'design',
      customerEmails: [viewers.customerB],
    });
    expect(blind.statusCode).toBe(400);
    expect(await loaded(url, designer)).toEqual(before);
  });

  it("a role change from a stale revision answers 409 and keeps the other admin's change", async () => {
    const { id } = await created('/admin/users', admin, {
      email: 'sam@corner.test',
      name: 'Sam',
      type: 'customer',
    });
    const renamed = await call('PUT', `/admin/users/${id}`, admin, {
      email: 'sam@corner.test',
      name: 'Samuel',
      revision: 1,
    });
    expect(renamed.statusCode).toBe(200);
    const stale = await call('PUT', `/admin/users/${id}/type`, admin, {
      type: 'designer',
      revision: 1,
    });
    expect([stale.statusCode, stale.json().code]).toEqual([409, errorCodes.staleRevision]);
    const changed = await call('PUT', `/admin/users/${id}/type`, admin, {
      type: 'designer',
      revision: 2,
    });
    expect(changed.json().user).toMatchObject({ name: 'Samuel', type: 'designer', revision: 3 });
  });
});

import { auditPageSchema, auditSentence, type PriceListRates } from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { builtInPriceList } from '../price-lists/index.js';
import { caller } from '../../../test/helpers/cache.js';
import { seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

/*
 * Issue 39 point 1, first slice: a price list saved by an admin is recorded in the same
 * transaction, rate by rate, old → new as typed; a refused save leaves no row; admins read the
 * trail a page at a time by who, what and when, and export it as CSV.
 */
let subject: TestApp;
let call: ReturnType<typeof caller>;

const ratesV1 = builtInPriceList.rates;
const db = () => subject.app.database.db;
const save = (basedOnVersion: number, rates: PriceListRates) =>
  call('POST', '/admin/price-lists', viewers.admin, { basedOnVersion, rates });

async function trail(query = '') {
  const response = await call('GET', `/admin/audit${query}`, viewers.admin);
  expect(response.statusCode, response.body).toBe(200);
  return auditPageSchema.parse(response.json());
}

let projectA = '';

beforeAll(async () => {
  subject = await buildTestApp();
  projectA = (await seedDomain(subject)).projectA.id;
  call = caller(subject);
});
afterAll(() => subject.close());

describe('recording a change', () => {
  let requestId = '';

  it('records each changed rate, old → new as typed, with who and the request', async () => {
    const saved = await save(1, { ...ratesV1, assemblyRate: '0.13' });
    expect(saved.statusCode, saved.body).toBe(201);
    requestId = String(saved.headers['x-request-id']);
    const { events } = await trail();
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      actor: { email: viewers.admin, role: 'admin' },
      requestId,
      summary: 'saved price list version 2',
      entity: { kind: 'price-list', id: '2', label: 'Price list version 2' },
      changes: [
        { field: 'assemblyRate', label: 'Assembly rate', from: ratesV1.assemblyRate, to: '0.13' },
      ],
    });
    expect(auditSentence(event!)).toBe(
      `${viewers.admin} changed Assembly rate ${ratesV1.assemblyRate} → 0.13`,
    );
  });

  it('leaves no row for a change that is refused', async () => {
    const stale = await save(1, { ...ratesV1, assemblyRate: '0.50' });
    expect(stale.statusCode).toBe(409);
    expect(await db().select().from(auditEvents)).toHaveLength(1);
  });

  it('names every rate a save changes, money exact', async () => {
    const saved = await save(2, {
      ...ratesV1,
      assemblyRate: '0.13',
      deposit: { ...ratesV1.deposit, usd: '650.50' },
      validityDays: 45,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const [newest] = (await trail()).events;
    expect(newest!.changes.map((change) => [change.label, change.from, change.to])).toEqual([
      ['Deposit: Deposit to reserve a spot (USD)', ratesV1.deposit.usd, '650.50'],
      ['Estimates valid for (days)', String(ratesV1.validityDays), '45'],
    ]);
  });
});

describe('users and roles', () => {
  it('records a user added, their details changed and their role changed, field by field', async () => {
    const created = await call('POST', '/admin/users', viewers.admin, {
      email: 'sam@corner.test',
      name: 'Sam',
      type: 'designer',
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json<{ id: string; revision: number }>();
    const renamed = await call('PUT', `/admin/users/${user.id}`, viewers.admin, {
      email: 'sam.lee@corner.test',
      name: 'Sam',
      revision: user.revision,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const role = await call('PUT', `/admin/users/${user.id}/type`, viewers.admin, {
      type: 'admin',
      revision: renamed.json<{ revision: number }>().revision,
    });
    expect(role.statusCode, role.body).toBe(200);
    const { events } = await trail('?kind=user');
    expect(
      events.map((event) => [event.summary, event.entity.id, event.changes.map((c) => c.label)]),
    ).toEqual([
      ['changed the role of sam.lee@corner.test', user.id, ['Role']],
      ['changed user sam.lee@corner.test', user.id, ['E-mail']],
      ['added sam@corner.test as designer', user.id, ['E-mail', 'Name', 'Role']],
    ]);
    expect(auditSentence(events[0]!)).toBe(`${viewers.admin} changed Role designer → admin`);
    expect(auditSentence(events[1]!)).toBe(
      `${viewers.admin} changed E-mail sam@corner.test → sam.lee@corner.test`,
    );
  });

  it('leaves no row when the e-mail is taken', async () => {
    const before = (await trail('?kind=user')).events.length;
    const taken = await call('POST', '/admin/users', viewers.admin, {
      email: viewers.designer,
      name: 'Twin',
      type: 'designer',
    });
    expect(taken.statusCode).toBe(409);
    expect((await trail('?kind=user')).events).toHaveLength(before);
  });
});

describe('content', () => {
  it('records a content item added, edited and deleted', async () => {
    const created = await call('POST', '/admin/content-items', viewers.designer, {
      name: 'Measuring guide',
      body: 'Measure twice.',
      stageKey: 'design-approval',
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<{ id: string; revision: number }>();
    const edited = await call('PUT', `/admin/content-items/${item.id}`, viewers.designer, {
      name: 'Measuring guide',
      body: 'Measure three times.',
      stageKey: 'design-approval',
      revision: item.revision,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await call('PUT', `/admin/content-items/${item.id}`, viewers.designer, {
      name: 'Too late',
      revision: item.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await call('DELETE', `/admin/content-items/${item.id}`, viewers.admin)).statusCode,
    ).toBe(204);
    const { events } = await trail('?kind=content-item');
    expect(events.map((event) => [event.actor.email, event.summary])).toEqual([
      [viewers.admin, 'deleted content item Measuring guide'],
      [viewers.designer, 'changed content item Measuring guide'],
      [viewers.designer, 'added content item Measuring guide'],
    ]);
    expect(events[1]!.changes).toEqual([
      { field: 'body', label: 'Text', from: 'Measure twice.', to: 'Measure three times.' },
    ]);
  });
});

describe('deliveries', () => {
  it('records a delivery added, its tracking link changed and the delivery deleted', async () => {
    const url = `/admin/projects/${projectA}/deliveries`;
    const created = await call('POST', url, viewers.designer, {
      name: 'Crate 1 of 2',
      trackingLink: 'https://track.example/1',
    });
    expect(created.statusCode, created.body).toBe(201);
    const delivery = created.json<{ id: string; revision: number }>();
    const moved = await call('PUT', `${url}/${delivery.id}`, viewers.designer, {
      name: 'Crate 1 of 2',
      trackingLink: 'https://track.example/2',
      revision: delivery.revision,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const stale = await call('PUT', `${url}/${delivery.id}`, viewers.designer, {
      name: 'Crate 1',
      revision: delivery.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call('DELETE', `${url}/${delivery.id}`, viewers.designer)).statusCode).toBe(204);
    const { events } = await trail('?kind=delivery');
    expect(events.map((event) => [event.summary, event.projectId])).toEqual([
      ['deleted delivery Crate 1 of 2', projectA],
      ['changed delivery Crate 1 of 2', projectA],
      ['added delivery Crate 1 of 2', projectA],
    ]);
    expect(auditSentence(events[1]!)).toBe(
      `${viewers.designer} changed Tracking link https://track.example/1 → https://track.example/2`,
    );
  });
});

describe('reading the trail', () => {
  it('pages newest first from a cursor', async () => {
    const first = await trail('?kind=price-list&limit=1');
    expect(first.events.map((event) => event.summary)).toEqual(['saved price list version 3']);
    expect(first.nextBefore).toBe(first.events[0]!.id);
    const second = await trail(`?kind=price-list&limit=1&before=${first.nextBefore}`);
    expect(second.events.map((event) => event.summary)).toEqual(['saved price list version 2']);
    expect(second.nextBefore).toBeNull();
  });

  it('filters by who, what and when', async () => {
    expect((await trail(`?actor=${encodeURIComponent(viewers.admin)}`)).events).toHaveLength(6);
    expect((await trail(`?actor=${encodeURIComponent(viewers.designer)}`)).events).toHaveLength(5);
    expect((await trail(`?actor=${encodeURIComponent(viewers.customerA)}`)).events).toEqual([]);
    expect((await trail('?kind=price-list')).events).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await trail(`?from=${today}&to=${today}`)).events).toHaveLength(11);
    expect((await trail('?to=2000-01-01')).events).toEqual([]);
  });

  it('pages a date range from its cursor to the same events, newest first, none twice', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const whole = (await trail(`?from=${today}&to=${today}`)).events.map((event) => event.id);
    const paged: string[] = [];
    let before = '';
    do {
      const page = await trail(`?from=${today}&to=${today}&limit=4${before}`);
      paged.push(...page.events.map((event) => event.id));
      before = page.nextBefore ? `&before=${page.nextBefore}` : '';
    } while (before);
    expect(paged).toEqual(whole);
    expect(whole).toHaveLength(11);
  });

  it('refuses a cursor or a limit out of rule with a sentence', async () => {
    for (const query of ['?before=abc', '?limit=0', '?limit=500', '?kind=nothing', '?from=May']) {
      const response = await call('GET', `/admin/audit${query}`, viewers.admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toBeTruthy();
    }
  });

  it('exports the chosen events as CSV, a line each', async () => {
    const response = await call('GET', '/admin/audit/export.csv?kind=price-list', viewers.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-trail.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      '"When (UTC)","Who","Role","What","Kind","Id","Name","Project","Changes","Request"',
    );
    expect(lines[2]).toContain(
      `"${viewers.admin} changed Assembly rate ${ratesV1.assemblyRate} → 0.13"`,
    );
  });

  it('is for admins only', async () => {
    for (const who of [viewers.designer, viewers.customerA]) {
      expect((await call('GET', '/admin/audit', who)).statusCode).toBe(403);
      expect((await call('GET', '/admin/audit/export.csv', who)).statusCode).toBe(403);
    }
  });
});

describe("a project's history and the last change of a thing", () => {
  const history = (who: string, query = '') =>
    call('GET', `/admin/projects/${projectA}/history${query}`, who);

  it("shows staff the project's changes, newest first, by kind", async () => {
    const response = await history(viewers.designer, '?kind=delivery');
    expect(response.statusCode, response.body).toBe(200);
    const { events } = auditPageSchema.parse(response.json());
    expect(events.map((event) => event.summary)).toEqual([
      'deleted delivery Crate 1 of 2',
      'changed delivery Crate 1 of 2',
      'added delivery Crate 1 of 2',
    ]);
    const all = auditPageSchema.parse((await history(viewers.admin)).json()).events;
    expect(all.every((event) => event.projectId === projectA)).toBe(true);
    expect(all.map((event) => event.entity.kind)).not.toContain('price-list');
  });

  it("keeps a project's history from customers, even their own", async () => {
    expect((await history(viewers.customerA)).statusCode).toBe(403);
    const unknown = await call(
      'GET',
      '/admin/projects/00000000-0000-4000-8000-000000000000/history',
      viewers.admin,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('says who last changed a thing and when, or null', async () => {
    const [user] = (await trail('?kind=user')).events;
    const last = await call(
      'GET',
      `/admin/last-change?kind=user&id=${user!.entity.id}`,
      viewers.admin,
    );
    expect(last.json()).toEqual({ actor: { email: viewers.admin }, occurredAt: user!.occurredAt });
    const none = await call(
      'GET',
      `/admin/last-change?kind=project&id=${projectA}`,
      viewers.designer,
    );
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });

  it("keeps users' and the price list's changes with admins", async () => {
    for (const kind of ['user', 'price-list', 'sign-in']) {
      const response = await call('GET', `/admin/last-change?kind=${kind}&id=1`, viewers.designer);
      expect(response.statusCode, kind).toBe(403);
    }
    expect(
      (await call('GET', '/admin/last-change?kind=project&id=1', viewers.customerA)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', '/admin/last-change?kind=nothing&id=1', viewers.admin)).statusCode,
    ).toBe(400);
  });
});

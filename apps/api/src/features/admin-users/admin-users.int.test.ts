import {
  adminUserListSchema,
  emailTakenMessage,
  phoneMessage,
  ownRoleMessage,
  validationMessages,
} from '@corner/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import { seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

let subject: TestApp;

beforeAll(async () => {
  subject = await buildTestApp();
  await seedDomain(subject);
});
afterAll(() => subject.close());

const db = () => subject.app.database.db;

/** A call with a given cookie (or none). */
function send(method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) {
  const headers: Record<string, string> = { origin: testOrigin };
  if (cookie) headers.cookie = cookie;
  return subject.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });
}
const asAdmin = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  send(method, url, await signInAs(subject, viewers.admin), payload);

async function userByEmail(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  return user!;
}
/** The revision the user is at now: each save sends it back (decision 29). */
const revisionOf = async (id: string) =>
  (await db().select().from(users).where(eq(users.id, id)))[0]!.revision;
const allUsers = async () => db().select().from(users).orderBy(asc(users.email));

describe('back office: users', () => {
  it('lists users by e-mail, searches e-mail and name, filters by type, pages', async () => {
    const all = adminUserListSchema.parse((await asAdmin('GET', '/admin/users')).json());
    expect(all.total).toBe(4);
    expect(all.items.map((user) => user.email)).toEqual([
      viewers.admin,
      viewers.customerA,
      viewers.designer,
      viewers.customerB,
    ]);
    const byName = (await asAdmin('GET', '/admin/users?search=OLIV')).json();
    expect(byName.items.map((user: { name: string }) => user.name)).toEqual(['Olivia']);
    const customers = (await asAdmin('GET', '/admin/users?type=customer')).json();
    expect(customers.total).toBe(2);
    const literal = (await asAdmin('GET', '/admin/users?search=%25')).json();
    expect(literal.total).toBe(0);
    const second = (await asAdmin('GET', '/admin/users?pageSize=3&page=2')).json();
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(second.items).toHaveLength(1);
  });

  it('refuses designers and customers with 403 and anonymous callers with 401', async () => {
    const customer = await userByEmail(viewers.customerA);
    for (const [email, status] of [
      [viewers.designer, 403],
      [viewers.customerA, 403],
      [undefined, 401],
    ] as const) {
      const cookie = email ? await signInAs(subject, email) : undefined;
      const calls = [
        await send('GET', '/admin/users', cookie),
        await send('POST', '/admin/users', cookie, {
          email: 'x@corner.test',
          name: 'X',
          type: 'admin',
        }),
        await send('PUT', `/admin/users/${customer.id}`, cookie, {
          email: customer.email,
          name: 'Hacked',
          revision: customer.revision,
        }),
        await send('PUT', `/admin/users/${customer.id}/type`, cookie, {
          type: 'admin',
          revision: customer.revision,
        }),
      ];
      expect(calls.map((response) => response.statusCode)).toEqual([
        status,
        status,
        status,
        status,
      ]);
    }
    expect(await userByEmail(viewers.customerA)).toMatchObject({ name: 'Casey', type: 'customer' });
    expect((await db().select().from(users).where(eq(users.email, 'x@corner.test'))).length).toBe(
      0,
    );
  });

  it('creates a user (a staff invite); a taken e-mail answers 409', async () => {
    const created = await asAdmin('POST', '/admin/users', {
      email: ' Nina@Corner.test ',
      name: ' Nina ',
      type: 'designer',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'nina@corner.test',
      name: 'Nina',
      type: 'designer',
    });
    const again = await asAdmin('POST', '/admin/users', {
      email: 'NINA@corner.test',
      name: 'Nina two',
      type: 'customer',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(emailTakenMessage);
  });

  it('edits e-mail and name; a taken e-mail or bad input changes nothing', async () => {
    const nina = await userByEmail('nina@corner.test');
    const ninasCookie = await signInAs(subject, 'nina@corner.test');
    expect((await send('GET', '/auth/session', ninasCookie)).json().name).not.toBe('Nina West');
    const saved = await asAdmin('PUT', `/admin/users/${nina.id}`, {
      email: 'nina.w@corner.test',
      name: 'Nina West',
      phone: ' +44 20 7946 0958 ',
      revision: nina.revision,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      email: 'nina.w@corner.test',
      name: 'Nina West',
      phone: '+44 20 7946 0958',
    });
    // A new e-mail ends her sessions: she signs in again as the new address.
    expect((await send('GET', '/auth/session', ninasCookie)).json()).toBeNull();
    const before = await allUsers();
    const revision = nina.revision + 1;
    const attempts: [object, number, string][] = [
      [{ email: viewers.designer, name: 'Nina' }, 409, emailTakenMessage],
      [{ email: 'nina.w@corner.test', name: '   ' }, 400, validationMessages.required],
      [{ email: 'not an e-mail', name: 'Nina' }, 400, 'Enter a valid e-mail address'],
      [
        { email: 'nina.w@corner.test', name: 'x'.repeat(201) },
        400,
        validationMessages.maxLength(200),
      ],
      [{ email: 'nina.w@corner.test', name: 'Nina', type: 'admin' }, 400, ''],
      [{ email: 'nina.w@corner.test', name: 'Nina', phone: 'call me' }, 400, phoneMessage],
    ];
    for (const [body, status, message] of attempts) {
      const response = await asAdmin('PUT', `/admin/users/${nina.id}`, { ...body, revision });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error).toContain(message);
    }
    const unknown = await asAdmin('PUT', '/admin/users/00000000-0000-4000-8000-000000000000', {
      email: 'ghost@corner.test',
      name: 'Ghost',
      revision: 1,
    });
    expect(unknown.statusCode).toBe(404);
    const badType = await asAdmin('PUT', `/admin/users/${nina.id}/type`, {
      type: 'owner',
      revision,
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.length).toBeGreaterThan(0);
    expect(await allUsers()).toEqual(before);
  });

  it("a new e-mail ends the user's sessions on every device; a new name alone keeps them", async () => {
    const robin = await userByEmail(viewers.customerB);
    const phone = await signInAs(subject, viewers.customerB);
    const laptop = await signInAs(subject, viewers.customerB);
    const renamed = await asAdmin('PUT', `/admin/users/${robin.id}`, {
      email: viewers.customerB,
      name: 'Robin Renamed',
      revision: robin.revision,
    });
    expect(renamed.statusCode).toBe(200);
    // Still signed in, with the new name at once.
    expect((await send('GET', '/auth/session', phone)).json()).toMatchObject({
      name: 'Robin Renamed',
    });
    const moved = await asAdmin('PUT', `/admin/users/${robin.id}`, {
      email: 'robin.new@corner.test',
      name: 'Robin Renamed',
      revision: robin.revision + 1,
    });
    expect(moved.statusCode).toBe(200);
    for (const cookie of [phone, laptop]) {
      expect((await send('GET', '/auth/session', cookie)).json()).toBeNull();
      expect((await send('GET', '/projects', cookie)).statusCode).toBe(401);
    }
    expect(await db().select().from(sessions).where(eq(sessions.userId, robin.id))).toEqual([]);
    const back = await asAdmin('PUT', `/admin/users/${robin.id}`, {
      email: viewers.customerB,
      name: robin.name,
      revision: robin.revision + 2,
    });
    expect(back.statusCode).toBe(200);
  });

  it("a role change ends the user's sessions: the old cookie answers 401, the new role applies at the next sign-in", async () => {
    const dana = await userByEmail(viewers.designer);
    const oldCookie = await signInAs(subject, viewers.designer);
    const otherDevice = await signInAs(subject, viewers.designer);
    expect((await send('GET', '/auth/session', oldCookie)).statusCode).toBe(200);
    const live = await db().select().from(sessions).where(eq(sessions.userId, dana.id));
    expect(live.length).toBeGreaterThanOrEqual(2);
    const changed = await asAdmin('PUT', `/admin/users/${dana.id}/type`, {
      type: 'admin',
      revision: dana.revision,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ user: { type: 'admin' }, sessionsEnded: live.length });
    for (const cookie of [oldCookie, otherDevice]) {
      expect((await send('GET', '/auth/session', cookie)).json()).toBeNull();
    }
    expect(await db().select().from(sessions).where(eq(sessions.userId, dana.id))).toEqual([]);
    // Signed in again, Dana is an admin.
    const fresh = await signInAs(subject, viewers.designer);
    expect((await send('GET', '/auth/session', fresh)).json().type).toBe('admin');
    expect((await send('GET', '/admin/users', fresh)).statusCode).toBe(200);
    // Back to designer; the same role again ends nothing.
    const back = await asAdmin('PUT', `/admin/users/${dana.id}/type`, {
      type: 'designer',
      revision: dana.revision + 1,
    });
    expect(back.json()).toMatchObject({ user: { type: 'designer' }, sessionsEnded: 1 });
    const same = await asAdmin('PUT', `/admin/users/${dana.id}/type`, {
      type: 'designer',
      revision: dana.revision + 2,
    });
    expect(same.json().sessionsEnded).toBe(0);
  });

  it('an admin cannot change their own role (409), so the company keeps an admin', async () => {
    const alex = await userByEmail(viewers.admin);
    const cookie = await signInAs(subject, viewers.admin);
    for (const type of ['designer', 'customer']) {
      const response = await send('PUT', `/admin/users/${alex.id}/type`, cookie, {
        type,
        revision: alex.revision,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(ownRoleMessage);
    }
    expect(await userByEmail(viewers.admin)).toMatchObject({ type: 'admin' });
    // The session was not ended.
    expect((await send('GET', '/auth/session', cookie)).statusCode).toBe(200);
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const alex = await userByEmail(viewers.admin);
    const nina = await userByEmail('nina.w@corner.test');
    await asAdmin('PUT', `/admin/users/${nina.id}/type`, {
      type: 'admin',
      revision: nina.revision,
    });
    const alexCookie = await signInAs(subject, viewers.admin);
    const ninaCookie = await signInAs(subject, 'nina.w@corner.test');
    const answers = await Promise.all([
      send('PUT', `/admin/users/${nina.id}/type`, alexCookie, {
        type: 'designer',
        revision: nina.revision + 1,
      }),
      send('PUT', `/admin/users/${alex.id}/type`, ninaCookie, {
        type: 'designer',
        revision: alex.revision,
      }),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 403]);
    const admins = await db().select().from(users).where(eq(users.type, 'admin'));
    expect(admins).toHaveLength(1);
    // Whoever is left restores the other (the tests after this one expect Alex as admin).
    if (admins[0]!.id !== alex.id) {
      const left = await signInAs(subject, 'nina.w@corner.test');
      await send('PUT', `/admin/users/${alex.id}/type`, left, {
        type: 'admin',
        revision: await revisionOf(alex.id),
      });
    }
  });
});

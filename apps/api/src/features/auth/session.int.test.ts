import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, signInTokens, users } from '../../db/schema.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { requireAdmin, requireStaff, requireViewer } from './guards.js';
import { purgeExpiredSignIns } from './housekeeping.js';
import { issueSignInToken } from './sign-in-tokens.js';
import { changeUserType, removeUser } from './users-repository.js';

let subject: TestApp;

beforeAll(async () => {
  subject = await buildTestApp({
    extraRoutes: (app) => {
      app.get('/api/v1/test/viewer', async (request) => requireViewer(request));
      app.get('/api/v1/test/staff', async (request) => requireStaff(request));
      app.get('/api/v1/test/admin', async (request) => requireAdmin(request));
      app.post('/api/v1/test/write', async () => ({ ok: true }));
    },
  });
  await subject.app.database.db.insert(users).values([
    { email: 'cu@corner.test', name: 'Cu', type: 'customer' },
    { email: 'de@corner.test', name: 'De', type: 'designer' },
    { email: 'ad@corner.test', name: 'Ad', type: 'admin' },
  ]);
});
afterAll(() => subject.close());

const get = (url: string, cookie?: string) =>
  subject.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('session guards', () => {
  it('answers 401 without a session and the viewer with one', async () => {
    expect((await get('/api/v1/test/viewer')).statusCode).toBe(401);
    const response = await get('/api/v1/test/viewer', await signInAs(subject, 'cu@corner.test'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'cu@corner.test', type: 'customer' });
  });

  it('keeps customers out of staff calls and designers out of admin calls', async () => {
    const customer = await signInAs(subject, 'cu@corner.test');
    const designer = await signInAs(subject, 'de@corner.test');
    const admin = await signInAs(subject, 'ad@corner.test');
    expect((await get('/api/v1/test/staff')).statusCode).toBe(401);
    expect((await get('/api/v1/test/staff', customer)).json().code).toBe('FORBIDDEN');
    expect((await get('/api/v1/test/staff', designer)).statusCode).toBe(200);
    expect((await get('/api/v1/test/admin', designer)).statusCode).toBe(403);
    expect((await get('/api/v1/test/admin', admin)).statusCode).toBe(200);
  });

  it('ignores a forged cookie', async () => {
    const response = await get('/api/v1/test/viewer', 'corner_session=not-a-real-session');
    expect(response.statusCode).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await signInAs(subject, 'cu@corner.test');
    const token = cookie.split('=')[1]!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await subject.app.database.db.select().from(sessions);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('revokes every session of a user whose role changes', async () => {
    const cookie = await signInAs(subject, 'de@corner.test');
    const [designer] = await subject.app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'de@corner.test'));
    await changeUserType(subject.app.database.db, subject.app.sessions, designer!.id, 'admin');
    expect((await get('/api/v1/test/viewer', cookie)).statusCode).toBe(401);
    await changeUserType(subject.app.database.db, subject.app.sessions, designer!.id, 'designer');
  });

  it('revokes the sessions of a removed user', async () => {
    const [gone] = await subject.app.database.db
      .insert(users)
      .values({ email: 'gone@corner.test', name: 'Gone', type: 'customer' })
      .returning();
    const cookie = await signInAs(subject, 'gone@corner.test');
    expect((await get('/api/v1/test/viewer', cookie)).statusCode).toBe(200);
    await removeUser(subject.app.database.db, subject.app.sessions, gone!.id);
    expect((await get('/api/v1/test/viewer', cookie)).statusCode).toBe(401);
  });

  it('ends a customer session after 7 idle days and a staff one after 1', async () => {
    const { sessions: store } = subject.app;
    const customer = await signInAs(subject, 'cu@corner.test');
    const staff = await signInAs(subject, 'de@corner.test');
    const later = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    expect(await store.viewer(customer.split('=')[1]!, later)).not.toBeNull();
    expect(await store.viewer(staff.split('=')[1]!, later)).toBeNull();
    const muchLater = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    expect(await store.viewer(customer.split('=')[1]!, muchLater)).toBeNull();
  });
});

describe('POST /auth/logout-everywhere', () => {
  const signOutEverywhere = (cookie?: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout-everywhere',
      headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
    });

  it("ends every session of the caller, on every device, and nobody else's", async () => {
    const phone = await signInAs(subject, 'de@corner.test');
    const laptop = await signInAs(subject, 'de@corner.test');
    const someoneElse = await signInAs(subject, 'ad@corner.test');
    expect((await get('/api/v1/test/viewer', laptop)).statusCode).toBe(200);
    const answer = await signOutEverywhere(phone);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['set-cookie']).toBeDefined();
    for (const cookie of [phone, laptop]) {
      expect((await get('/api/v1/test/viewer', cookie)).statusCode).toBe(401);
    }
    const [designer] = await subject.app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'de@corner.test'));
    const left = await subject.app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, designer!.id));
    expect(left).toEqual([]);
    expect((await get('/api/v1/test/viewer', someoneElse)).statusCode).toBe(200);
  });

  it('answers 401 without a session and 403 without our Origin', async () => {
    expect((await signOutEverywhere()).statusCode).toBe(401);
    const cookie = await signInAs(subject, 'cu@corner.test');
    const foreign = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout-everywhere',
      headers: { origin: 'https://evil.example', cookie },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await get('/api/v1/test/viewer', cookie)).statusCode).toBe(200);
  });
});

describe('sessions in the cache', () => {
  it('trusts a cached session for a minute at most: one deleted behind its back ends then', async () => {
    const { db } = subject.app.database;
    const cookie = await signInAs(subject, 'cu@corner.test');
    const token = cookie.split('=')[1]!;
    expect((await get('/api/v1/test/viewer', cookie)).statusCode).toBe(200);
    await db.delete(sessions).where(eq(sessions.tokenHash, subject.app.hashToken(token)));
    const aMinuteLater = new Date(Date.now() + 61_000);
    expect(await subject.app.sessions.viewer(token, aMinuteLater)).toBeNull();
    expect((await get('/api/v1/test/viewer', cookie)).statusCode).toBe(401);
  });

  it('reads a live session from the database again after a minute, touching lastSeenAt', async () => {
    const { db } = subject.app.database;
    const cookie = await signInAs(subject, 'cu@corner.test');
    const token = cookie.split('=')[1]!;
    expect((await get('/api/v1/test/viewer', cookie)).statusCode).toBe(200);
    const twoMinutesLater = new Date(Date.now() + 120_000);
    expect(await subject.app.sessions.viewer(token, twoMinutesLater)).toMatchObject({
      email: 'cu@corner.test',
    });
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, subject.app.hashToken(token)));
    expect(row!.lastSeenAt.getTime()).toBe(twoMinutesLater.getTime());
  });
});

describe('housekeeping', () => {
  it('deletes ended sessions and long-expired links, and keeps live ones', async () => {
    const { db } = subject.app.database;
    const cookie = await signInAs(subject, 'cu@corner.test');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await issueSignInToken(db, subject.app.hashToken, { email: 'old@corner.test' }, twoDaysAgo);
    await issueSignInToken(db, subject.app.hashToken, { email: 'new@corner.test' });
    await purgeExpiredSignIns(db);
    const left = await db.select().from(signInTokens);
    expect(left.map((token) => token.email)).toEqual(['new@corner.test']);
    expect((await get('/api/v1/test/viewer', cookie)).statusCode).toBe(200);
    const monthLater = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    await purgeExpiredSignIns(db, monthLater);
    expect(await db.$count(sessions)).toBe(0);
    expect(await subject.app.sessions.viewer(cookie.split('=')[1]!, monthLater)).toBeNull();
  });
});

describe('origin check', () => {
  const post = (headers: Record<string, string>) =>
    subject.app.inject({ method: 'POST', url: '/api/v1/test/write', headers });

  it('refuses non-GET calls without an Origin or from another site', async () => {
    expect((await post({})).statusCode).toBe(403);
    expect((await post({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
  });

  it('lets calls from our own origin through', async () => {
    expect((await post({ origin: testOrigin })).statusCode).toBe(200);
  });
});

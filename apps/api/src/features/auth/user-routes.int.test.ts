import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { signInAs } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

let subject: TestApp;

beforeAll(async () => {
  subject = await buildTestApp();
  await subject.app.database.db.insert(users).values([
    { email: 'casey@corner.test', name: 'Casey', type: 'customer' },
    { email: 'olivia@corner.test', name: 'Olivia', type: 'customer' },
    { email: 'dana@corner.test', name: 'Dana', type: 'designer' },
  ]);
});
afterAll(() => subject.close());

const get = async (url: string, as?: string) =>
  subject.app.inject({ url, headers: as ? { cookie: await signInAs(subject, as) } : {} });

describe('GET /user', () => {
  it("answers the caller's own profile, with or without their e-mail", async () => {
    expect((await get('/api/v1/user', 'casey@corner.test')).json().email).toBe('casey@corner.test');
    const named = await get('/api/v1/user?email=casey@corner.test', 'casey@corner.test');
    expect(named.json()).toMatchObject({ email: 'casey@corner.test', type: 'customer' });
  });

  it("refuses another user's e-mail for customers and anonymous callers", async () => {
    expect(
      (await get('/api/v1/user?email=olivia@corner.test', 'casey@corner.test')).statusCode,
    ).toBe(403);
    expect((await get('/api/v1/user?email=olivia@corner.test')).statusCode).toBe(401);
  });

  it('lets staff look up another user', async () => {
    const response = await get('/api/v1/user?email=olivia@corner.test', 'dana@corner.test');
    expect(response.json()).toMatchObject({ email: 'olivia@corner.test', name: 'Olivia' });
  });
});

describe('GET /user/check-user', () => {
  it('tells anonymous callers and customers nothing', async () => {
    expect((await get('/api/v1/user/check-user?email=olivia@corner.test')).statusCode).toBe(401);
    const customer = await get(
      '/api/v1/user/check-user?email=olivia@corner.test',
      'casey@corner.test',
    );
    expect(customer.statusCode).toBe(403);
  });

  it('tells staff whether an account exists', async () => {
    const known = await get('/api/v1/user/check-user?email=olivia@corner.test', 'dana@corner.test');
    const unknown = await get(
      '/api/v1/user/check-user?email=nobody@corner.test',
      'dana@corner.test',
    );
    expect(known.json()).toEqual({ exists: true });
    expect(unknown.json()).toEqual({ exists: false });
  });

  it('answers a malformed e-mail with 400', async () => {
    expect((await get('/api/v1/user/check-user?email=nope', 'dana@corner.test')).statusCode).toBe(
      400,
    );
  });
});

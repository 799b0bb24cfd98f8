import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, users } from '../../db/schema.js';
import { SmtpSink } from '../../../test/helpers/smtp-sink.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

/* Rate limits, local and production modes, and a mail server that is down for a while. */

const sink = new SmtpSink();
let local: TestApp;

beforeAll(async () => {
  await sink.start();
  local = await buildTestApp({ env: { SMTP_URL: sink.url } });
  await local.app.database.db
    .insert(users)
    .values({ email: 'casey@corner.test', name: 'Casey', type: 'customer' });
});
afterAll(async () => {
  await local.close();
  await sink.stop();
});

const askLink = (
  subject: TestApp,
  email: string,
  remoteAddress: string,
  origin = testOrigin,
  host = 'localhost',
) =>
  subject.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in-link',
    payload: { email },
    headers: { origin, host },
    remoteAddress,
  });

describe('rate limits', () => {
  it('allows one link a minute per e-mail, known or not', async () => {
    for (const email of ['casey@corner.test', 'nobody@corner.test']) {
      expect((await askLink(local, email, '10.1.0.1')).statusCode).toBe(202);
      const second = await askLink(local, email, '10.1.0.2');
      expect(second.statusCode).toBe(429);
      expect(second.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(second.json().error).toMatch(/wait a minute/i);
    }
  });

  it('allows five links an hour per e-mail', async () => {
    let clock = Date.now();
    const spy = vi.spyOn(Date, 'now').mockImplementation(() => clock);
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        statuses.push((await askLink(local, 'hourly@corner.test', `10.5.0.${index}`)).statusCode);
        clock += 61_000;
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
      const blocked = await askLink(local, 'hourly@corner.test', '10.5.0.9');
      expect(blocked.json().error).toMatch(/try again in an hour/i);
      // The hour's own wait (six minutes of it have passed), not a default minute.
      const wait = Number(blocked.headers['retry-after']);
      expect(wait).toBeGreaterThan(3_600 - 6 * 61 - 5);
      expect(wait).toBeLessThanOrEqual(3_600 - 6 * 61);
    } finally {
      spy.mockRestore();
    }
  });

  it('allows 20 requests a minute per IP', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      statuses.push((await askLink(local, `visitor${index}@corner.test`, '10.2.0.1')).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('mail delivery', () => {
  it('keeps a mail while the mail server is down and delivers it when it is back', async () => {
    await local.app.database.db
      .insert(users)
      .values({ email: 'late@corner.test', name: 'Late', type: 'customer' });
    await sink.stop();
    expect((await askLink(local, 'late@corner.test', '10.3.0.1')).statusCode).toBe(202);
    await local.app.authTasks.settled();
    await local.app.mail.sender.deliverDue();
    const [pending] = await local.app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'late@corner.test'));
    expect(pending).toMatchObject({ sentAt: null, attempts: 1 });
    expect(sink.lastSignInToken('late@corner.test')).toBeUndefined();
    await sink.start();
    await local.app.mail.sender.deliverDue(new Date(Date.now() + 2 * 60_000));
    expect(sink.lastSignInToken('late@corner.test')).toMatch(/^[\w-]{43}$/);
  });

  it('drops a mail whose link expired before the mail server came back, sending nothing', async () => {
    await local.app.database.db
      .insert(users)
      .values({ email: 'later@corner.test', name: 'Later', type: 'customer' });
    await sink.stop();
    expect((await askLink(local, 'later@corner.test', '10.3.0.2')).statusCode).toBe(202);
    await local.app.authTasks.settled();
    await local.app.mail.sender.deliverDue();
    await sink.start();
    await local.app.mail.sender.deliverDue(new Date(Date.now() + 11 * 60_000));
    expect(sink.lastSignInToken('later@corner.test')).toBeUndefined();
    const [dropped] = await local.app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'later@corner.test'));
    expect(dropped).toMatchObject({ sentAt: null, sealedSecrets: null });
    expect(dropped!.lastError).toMatch(/expired/);
  });

  it('lists the mails at /dev/outbox in local mode, newest first', async () => {
    const response = await local.app.inject({ url: '/api/v1/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const { mails } = response.json<{ mails: Array<{ to: string; createdAt: string }> }>();
    expect(mails.length).toBeGreaterThan(0);
    const times = mails.map((mail) => mail.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('logs', () => {
  it('never show a sign-in token from an address', async () => {
    await local.app.inject({ url: '/login/confirm?token=secret-token-value&returnTo=%2F' });
    const lines = JSON.stringify(local.logs());
    expect(lines).toContain('/login/confirm?token=[redacted]');
    expect(lines).not.toContain('secret-token-value');
  });
});

describe('production mode', () => {
  const host = 'portal.corner.example';
  let production: TestApp;
  beforeAll(async () => {
    production = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        SMTP_URL: sink.url,
        PUBLIC_URL: 'https://portal.corner.example',
        SESSION_SECRET: 'x'.repeat(40),
      },
    });
    await production.app.database.db
      .insert(users)
      .values({ email: 'casey@corner.test', name: 'Casey', type: 'customer' });
  });
  afterAll(() => production.close());

  it('uses a __Host- Secure cookie and links to PUBLIC_URL', async () => {
    const cookie = await signInAs(production, 'casey@corner.test');
    expect(cookie.startsWith('__Host-corner_session=')).toBe(true);
    const session = await production.app.inject({
      url: '/api/v1/auth/session',
      headers: { cookie, host },
    });
    expect(session.statusCode).toBe(200);
    const logout = await production.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie, origin: 'https://portal.corner.example', host },
    });
    const cleared = logout.cookies.find((each) => each.name === '__Host-corner_session');
    expect(cleared).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('takes only PUBLIC_URL as the origin and has no outbox endpoint', async () => {
    const ours = 'https://portal.corner.example';
    expect(
      (await askLink(production, 'casey@corner.test', '10.4.0.1', ours, host)).statusCode,
    ).toBe(202);
    await production.app.authTasks.settled();
    await production.app.mail.sender.deliverDue();
    const mail = sink.mails.findLast((each) => each.to.includes('casey@corner.test'));
    expect(mail?.raw).toContain('https://portal.corner.example/login/confirm?token=');
    const local = await askLink(
      production,
      'other@corner.test',
      '10.4.0.2',
      'http://localhost',
      host,
    );
    expect(local.statusCode).toBe(403);
    const outbox = await production.app.inject({ url: '/api/v1/dev/outbox', headers: { host } });
    expect(outbox.statusCode).toBe(404);
  });
});

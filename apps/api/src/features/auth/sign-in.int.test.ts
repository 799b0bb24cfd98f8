import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions, signInTokens, users } from '../../db/schema.js';
import { SmtpSink } from '../../../test/helpers/smtp-sink.js';
import { testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { issueSignInToken } from './sign-in-tokens.js';

const sink = new SmtpSink();
let subject: TestApp;
let ipCounter = 0;

beforeAll(async () => {
  await sink.start();
  subject = await buildTestApp({ env: { SMTP_URL: sink.url } });
  await subject.app.database.db.insert(users).values([
    { email: 'casey@corner.test', name: 'Casey', type: 'customer' },
    { email: 'dana@corner.test', name: 'Dana', type: 'designer' },
    { email: 'mel@corner.test', name: 'Mel', type: 'customer' },
  ]);
});
afterAll(async () => {
  await subject.close();
  await sink.stop();
});

/** Each call from an IP of its own unless given, so the per-IP limit stays out of the way. */
const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
) =>
  subject.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: testOrigin, ...headers },
    remoteAddress,
  });

async function linkFor(email: string): Promise<string> {
  const response = await post('/api/v1/auth/sign-in-link', { email });
  expect(response.statusCode).toBe(202);
  await subject.app.authTasks.settled();
  await subject.app.mail.sender.deliverDue();
  const token = sink.lastSignInToken(email);
  if (!token) throw new Error(`no sign-in mail for ${email}`);
  return token;
}

const verify = (token: string, email: string) => post('/api/v1/auth/verify', { token, email });
const sessionCookie = (response: { cookies: Array<{ name: string; value: string }> }) => {
  const cookie = response.cookies.find((each) => each.name === 'corner_session');
  return `corner_session=${cookie?.value}`;
};
const issue = (email: string, now?: Date) =>
  issueSignInToken(subject.app.database.db, subject.app.hashToken, { email }, now);

describe('sign-in links', () => {
  it('answers known and unknown e-mails alike and mails only the known one', async () => {
    const before = sink.mails.length;
    const known = await post('/api/v1/auth/sign-in-link', { email: 'Dana@Corner.test ' });
    const unknown = await post('/api/v1/auth/sign-in-link', { email: 'nobody@corner.test' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    await subject.app.authTasks.settled();
    await subject.app.mail.sender.deliverDue();
    const sent = sink.mails.slice(before);
    expect(sent.map((mail) => mail.to)).toEqual([['dana@corner.test']]);
    expect(sent[0]!.raw).toContain('text/html');
    expect(sent[0]!.raw).toContain('10 minutes');
    expect(sent[0]!.raw).toContain('Corner Kitchens');
  });

  it('mails the link in a text and an HTML part, framed by the company and its contact', async () => {
    const before = sink.mails.length;
    const token = await linkFor('mel@corner.test');
    const { raw } = sink.mails.slice(before)[0]!;
    expect(raw).toMatch(/^Subject: Your sign-in link for Corner\r?$/m);
    const [, text, html] = raw.split(/^Content-Type: text\/(?:plain|html)/m);
    expect(text).toContain(`/login/confirm?token=${token}\r\n`);
    expect(text).toContain('Use this link to sign in to Corner:');
    expect(text).toContain('Write to us at hello@corner.example');
    expect(text).not.toContain('<');
    expect(html).toContain(`href="http://localhost/login/confirm?token=${token}"`);
    expect(html).toContain('role="presentation"');
    expect(html).toContain('>Corner Kitchens</p>');
    expect(html).toContain('href="mailto:hello@corner.example"');
    expect(raw).not.toMatch(/\{\{|\}\}/);
  });

  it('signs in once with the token and the e-mail, setting an httpOnly Lax cookie', async () => {
    const token = await linkFor('casey@corner.test');
    const first = await verify(token, 'casey@corner.test');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: 'casey@corner.test', type: 'customer' });
    const cookie = first.cookies.find((each) => each.name === 'corner_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBe(30 * 24 * 3600);
    expect(cookie.secure).toBeFalsy();
    const session = await subject.app.inject({
      url: '/api/v1/auth/session',
      headers: { cookie: sessionCookie(first) },
    });
    expect(session.json()).toMatchObject({ email: 'casey@corner.test', name: 'Casey' });
    const again = await verify(token, 'casey@corner.test');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('LINK_USED');
  });

  it('refuses the wrong e-mail without using the token up', async () => {
    const token = await issue('dana@corner.test');
    const wrong = await verify(token, 'casey@corner.test');
    expect(wrong.json()).toMatchObject({ code: 'LINK_INVALID' });
    expect((await verify(token, 'dana@corner.test')).statusCode).toBe(200);
  });

  it('answers a wrong e-mail exactly like an unknown token', async () => {
    const token = await issue('dana@corner.test');
    const wrong = await verify(token, 'casey@corner.test');
    const unknown = await verify(
      'an-unknown-token-of-forty-three-characters00',
      'casey@corner.test',
    );
    expect(wrong.statusCode).toBe(400);
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({
      status: unknown.statusCode,
      body: unknown.json(),
    });
    expect(wrong.json().error).toMatch(/not valid for this e-mail address/);
  });

  it('burns a token tried with five wrong e-mails, even for the right one after', async () => {
    const token = await issue('dana@corner.test');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verify(token, `guess${attempt}@corner.test`)).json().code).toBe('LINK_INVALID');
    }
    const right = await verify(token, 'dana@corner.test');
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('LINK_INVALID');
  });

  it('keeps a token tried with four wrong e-mails', async () => {
    const token = await issue('dana@corner.test');
    for (let attempt = 0; attempt < 4; attempt += 1)
      await verify(token, `miss${attempt}@corner.test`);
    expect((await verify(token, 'dana@corner.test')).statusCode).toBe(200);
  });

  it('limits sign-in attempts per IP to 20 a minute, saying when to retry', async () => {
    const fromOneIp = (attempt: number) =>
      post(
        '/api/v1/auth/verify',
        { token: `an-unknown-token-of-forty-characters-${attempt}`, email: 'x@corner.test' },
        {},
        '10.9.9.9',
      );
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      statuses.push((await fromOneIp(attempt)).statusCode);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    const limited = await fromOneIp(20);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('limits attempts per token to 10 in 10 minutes, from any IP', async () => {
    const token = 'an-unknown-token-of-forty-three-characters02';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await verify(token, `who${attempt}@corner.test`)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it('refuses a link older than 10 minutes', async () => {
    const token = await issue('dana@corner.test', new Date(Date.now() - 11 * 60_000));
    expect((await verify(token, 'dana@corner.test')).json().code).toBe('LINK_EXPIRED');
  });

  it('lets a newer link revoke the older one', async () => {
    const older = await issue('dana@corner.test');
    const newer = await issue('dana@corner.test');
    expect((await verify(older, 'dana@corner.test')).json().code).toBe('LINK_INVALID');
    expect((await verify(newer, 'dana@corner.test')).statusCode).toBe(200);
  });

  it('gives exactly one session for two concurrent verifications of one token', async () => {
    const token = await issue('casey@corner.test');
    const countBefore = await subject.app.database.db.$count(sessions);
    const answers = await Promise.all([
      verify(token, 'casey@corner.test'),
      verify(token, 'casey@corner.test'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await subject.app.database.db.$count(sessions)).toBe(countBefore + 1);
  });

  it('records a staff sign-in in the audit trail, as the staff member, and no customer’s', async () => {
    const db = subject.app.database.db;
    const trailOf = (response: { headers: Record<string, unknown> }) =>
      db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.requestId, String(response.headers['x-request-id'])));
    const staff = await verify(await issue('dana@corner.test'), 'dana@corner.test');
    expect(staff.statusCode).toBe(200);
    const [dana] = await db.select().from(users).where(eq(users.email, 'dana@corner.test'));
    const rows = await trailOf(staff);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: dana!.id,
      actorEmail: 'dana@corner.test',
      actorRole: 'designer',
      summary: 'signed in',
      entityKind: 'sign-in',
      entityId: dana!.id,
      entityLabel: 'dana@corner.test',
      projectId: null,
      changes: [],
    });

    const customer = await verify(await issue('mel@corner.test'), 'mel@corner.test');
    expect(customer.statusCode).toBe(200);
    expect(await trailOf(customer)).toEqual([]);
    const refused = await verify(await issue('dana@corner.test'), 'mel@corner.test');
    expect(refused.statusCode).toBe(400);
    expect(await trailOf(refused)).toEqual([]);
  });

  it('stores no raw link token or session token', async () => {
    const token = await issue('casey@corner.test');
    const signedIn = await verify(token, 'casey@corner.test');
    const sessionToken = sessionCookie(signedIn).split('=')[1]!;
    const stored = JSON.stringify([
      await subject.app.database.db.select().from(signInTokens),
      await subject.app.database.db.select().from(sessions),
    ]);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(sessionToken);
  });

  it('makes the old cookie useless after logout', async () => {
    const signedIn = await verify(await issue('casey@corner.test'), 'casey@corner.test');
    const cookie = sessionCookie(signedIn);
    const logout = await post('/api/v1/auth/logout', undefined, { cookie });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((each) => each.name === 'corner_session')?.value).toBe('');
    const session = await subject.app.inject({ url: '/api/v1/auth/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toBeNull();
  });

  it('refuses a cross-origin POST and sends nothing', async () => {
    const before = sink.mails.length;
    const response = await post(
      '/api/v1/auth/sign-in-link',
      { email: 'casey@corner.test' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    await subject.app.authTasks.settled();
    await subject.app.mail.sender.deliverDue();
    expect(sink.mails.length).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema.js';
import { eventually } from '../helpers/cache.js';
import { freePort } from '../helpers/own-servers.js';
import { testOrigin } from '../helpers/sessions.js';
import { SmtpSink } from '../helpers/smtp-sink.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/*
 * A mail server that is down when sign-in links are asked for, and only starts later: the
 * mails wait in the outbox, and the portal's own retries (no test hook) send them once the
 * server is up. The links that arrive late still sign in.
 */

const people = ['late-one@corner.test', 'late-two@corner.test'];
const sink = new SmtpSink();
let subject: TestApp;

beforeAll(async () => {
  sink.port = await freePort();
  subject = await buildTestApp({ env: { SMTP_URL: sink.url } });
  await subject.app.database.db
    .insert(users)
    .values(
      people.map((email, index) => ({ email, name: `Late ${index}`, type: 'customer' as const })),
    );
});
afterAll(async () => {
  await subject?.close();
  await sink.stop();
});

const post = (url: string, payload: object, remoteAddress: string) =>
  subject.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: testOrigin },
    remoteAddress,
  });

describe('a mail server started late', () => {
  it('keeps the sign-in mails in the outbox and sends them by itself once it is up', async () => {
    for (const [index, email] of people.entries()) {
      const asked = await post('/api/v1/auth/sign-in-link', { email }, `10.9.0.${index + 1}`);
      expect(asked.statusCode).toBe(202);
    }
    await subject.app.authTasks.settled();
    const db = subject.app.database.db;
    await eventually(async () => {
      const waiting = await db.select().from(mailOutbox);
      expect(waiting).toHaveLength(people.length);
      for (const mail of waiting) {
        expect(mail.sentAt).toBeNull();
        expect(mail.attempts).toBeGreaterThanOrEqual(1);
        expect(mail.lastError).toMatch(/ECONNREFUSED|connect/i);
      }
    });
    expect(sink.mails).toEqual([]);

    await sink.start();
    // The poller runs every 5 s and a first failure is retried after 5 s.
    await eventually(async () => {
      for (const email of people) expect(sink.lastSignInToken(email)).toBeDefined();
    }, 25_000);
    // The sender marks a mail sent once the server has answered: a moment after the sink has it.
    await eventually(async () => {
      const sent = await db.select().from(mailOutbox);
      expect(sent.every((mail) => mail.sentAt !== null)).toBe(true);
    });
    expect(sink.mails).toHaveLength(people.length);

    for (const [index, email] of people.entries()) {
      const token = sink.lastSignInToken(email)!;
      const signedIn = await post('/api/v1/auth/verify', { token, email }, `10.9.1.${index + 1}`);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.cookies.some((cookie) => cookie.name === 'corner_session')).toBe(true);
    }
  }, 40_000);
});

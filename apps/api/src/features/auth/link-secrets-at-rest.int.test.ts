import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { latestMails } from '../../mail/outbox.js';
import { SmtpSink } from '../../../test/helpers/smtp-sink.js';
import { testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { rowsOf } from '../../../test/helpers/database.js';

/*
 * No live sign-in link at rest (PRODUCT.md section 2): the outbox keeps a mail's link sealed
 * while the mail is unsent and drops it once sent; no table ever holds the raw token. The
 * local-mode outbox listing still shows the links.
 */

const sink = new SmtpSink();
let subject: TestApp;

beforeAll(async () => {
  await sink.start();
  subject = await buildTestApp({
    env: { SMTP_URL: sink.url, SESSION_SECRET: 'a-session-secret-of-forty-characters-0000' },
  });
  await subject.app.database.db.insert(users).values([
    { email: 'casey@corner.test', name: 'Casey', type: 'customer' },
    { email: 'dana@corner.test', name: 'Dana', type: 'customer' },
  ]);
});
afterAll(async () => {
  await subject.close();
  await sink.stop();
});

/** Every row of every table of the database, as one string. */
async function wholeDatabase(): Promise<string> {
  const { db } = subject.app.database;
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const dumps: string[] = [];
  for (const { table_name: name } of tables) {
    dumps.push(JSON.stringify(await rowsOf(db, sql.raw(`select * from "${name}"`))));
  }
  expect(dumps.length).toBeGreaterThan(5);
  return dumps.join('\n');
}

const outboxListing = async () =>
  JSON.stringify((await subject.app.inject({ url: '/api/v1/dev/outbox' })).json());

describe('sign-in links at rest', () => {
  it('keeps the link sealed until sent, then nowhere but the mail', async () => {
    const asked = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in-link',
      payload: { email: 'casey@corner.test' },
      headers: { origin: testOrigin },
    });
    expect(asked.statusCode).toBe(202);
    await subject.app.authTasks.settled();
    const beforeSending = await wholeDatabase();
    const listedBeforeSending = await outboxListing();

    await subject.app.mail.sender.deliverDue();
    const token = sink.lastSignInToken('casey@corner.test');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(beforeSending).not.toContain(token);
    expect(await wholeDatabase()).not.toContain(token);

    // Before sending, the link was there only sealed; after, not at all.
    expect(listedBeforeSending).toContain(`token=${token}`);
    const [row] = await latestMails(subject.app.database.db, 1);
    expect(row).toMatchObject({ to: 'casey@corner.test', sealedSecrets: null });
    expect(row!.sentAt).not.toBeNull();
    expect(row!.text).toContain('{{link}}');
    expect(beforeSending).toContain('{{link}}');
    // The local-mode listing still shows the link of the mail this process sent.
    expect(await outboxListing()).toContain(`token=${token}`);
  });

  it('lets another instance with the same SESSION_SECRET send a mail the first wrote', async () => {
    const second = await buildTestApp({
      env: { SMTP_URL: sink.url, SESSION_SECRET: 'a-session-secret-of-forty-characters-0000' },
      shareDatabaseOf: subject,
    });
    try {
      const asked = await subject.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in-link',
        payload: { email: 'dana@corner.test' },
        headers: { origin: testOrigin },
        remoteAddress: '10.7.0.1',
      });
      expect(asked.statusCode).toBe(202);
      await subject.app.authTasks.settled();
      const before = sink.mails.length;
      await second.app.mail.sender.deliverDue(new Date(Date.now() + 61_000));
      expect(sink.mails.length).toBe(before + 1);
      expect(sink.lastSignInToken('dana@corner.test')).toMatch(/^[\w-]{43}$/);
    } finally {
      await second.close();
    }
  });
});

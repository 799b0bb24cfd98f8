import type { Message } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDomain, viewers } from '../../../../test/helpers/domain-fixtures.js';
import { freePort } from '../../../../test/helpers/own-servers.js';
import { signInAs, testOrigin } from '../../../../test/helpers/sessions.js';
import { SmtpSink } from '../../../../test/helpers/smtp-sink.js';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { mailOutbox, projects, users } from '../../../db/schema.js';
import { TestClock } from '../../../lib/clock.js';

/*
 * "Mail, not spam" (issue 36): a burst of messages left unread for the delay gives its reader
 * one mail over real SMTP; a reader who read them, turned the mails off, or may not see them
 * (an internal note) gets none; a later burst gets a mail of its own; two instances send one.
 */

const minute = 60_000;
const delay = 5 * minute;
const sink = new SmtpSink();
const clock = new TestClock();
let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
const db = () => subject.app.database.db;

type Who = Exclude<keyof typeof viewers, 'anonymous'>;

async function call(who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const answer = await subject.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: testOrigin, cookie: await signInAs(subject, viewers[who]) },
    ...(payload ? { payload } : {}),
  });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer;
}

const write = async (
  who: Who,
  text: string,
  options: { internal?: boolean; project?: string } = {},
) =>
  (
    await call(who, 'POST', `/project/${options.project ?? seeded.projectA.id}/messages`, {
      text,
      internal: options.internal ?? false,
    })
  ).json<Message>();

/** The mails written to the outbox for `email` since the test began. */
const mailsTo = async (email: string) =>
  (await db().select().from(mailOutbox)).filter((mail) => mail.to === email);

/** Lets the clock run on, then one pass of the app's (or another instance's) message mails. */
async function later(ms: number, app: TestApp = subject) {
  clock.advance(ms);
  return app.app.messageMails.mailWaiting();
}

beforeAll(async () => {
  sink.port = await freePort();
  await sink.start();
  subject = await buildTestApp({ env: { SMTP_URL: sink.url }, clock });
  seeded = await seedDomain(subject);
  const [designer] = await db().select().from(users).where(eq(users.email, viewers.designer));
  await db()
    .update(projects)
    .set({ designerId: designer!.id })
    .where(eq(projects.id, seeded.projectA.id));
});
afterAll(async () => {
  await subject?.close();
  await sink.stop();
});
beforeEach(async () => {
  // Each test starts with no burst waiting and an empty outbox.
  await later(60 * minute);
  await db().delete(mailOutbox);
});

describe('mails about unread messages', () => {
  it('sends the absent customer one mail for a burst of three, with the texts and the link', async () => {
    await write('designer', 'Your drawings are ready.');
    clock.advance(minute);
    await write('designer', 'Can we meet on Monday?\nAt 10 or at 14.');
    clock.advance(minute);
    await write('designer', 'Bring the <oak> & brass samples.');

    // Four minutes after the first: not yet.
    expect(await later(2 * minute)).toBe(0);
    expect(await mailsTo(viewers.customerA)).toEqual([]);
    await later(minute);
    const [mail, ...others] = await mailsTo(viewers.customerA);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('3 new messages about Casey kitchen – Corner');
    const link = `http://localhost/project/${seeded.projectA.id}/messages`;
    expect(mail!.text).toContain('3 messages about Casey kitchen are waiting for you:');
    expect(mail!.text).toContain('Dana wrote:\nYour drawings are ready.');
    expect(mail!.text).toContain('Can we meet on Monday?\nAt 10 or at 14.');
    expect(mail!.text).toContain('Bring the <oak> & brass samples.');
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain('http://localhost/account');
    expect(mail!.html).toContain('Bring the &lt;oak&gt; &amp; brass samples.');
    expect(mail!.html).not.toContain('<oak>');
    // Their author and the admins (the project has a designer) are not mailed.
    expect(await mailsTo(viewers.designer)).toEqual([]);
    expect(await mailsTo(viewers.admin)).toEqual([]);

    // Over SMTP, once.
    await subject.app.mail.sender.deliverDue();
    const delivered = sink.mails.filter((received) => received.to.includes(viewers.customerA));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toContain('Can we meet on Monday?');
    expect(delivered[0]!.raw).toContain(link);
    // Nothing more on the next passes.
    expect(await later(10 * minute)).toBe(0);
    expect(await mailsTo(viewers.customerA)).toHaveLength(1);
  });

  it('sends a second mail for a later burst', async () => {
    await write('designer', 'First question.');
    await later(delay);
    await write('designer', 'A later question.');
    await later(minute);
    await later(delay);
    const mails = await mailsTo(viewers.customerA);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'New message about Casey kitchen – Corner',
      'New message about Casey kitchen – Corner',
    ]);
    expect(mails[0]!.text).toContain('First question.');
    expect(mails[1]!.text).toContain('A later question.');
    expect(mails[1]!.text).not.toContain('First question.');
  });

  it('mails nobody who read the messages in time', async () => {
    const message = await write('designer', 'Read this in time.');
    await later(2 * minute);
    await call('customerA', 'PUT', `/project/${seeded.projectA.id}/messages/read`, {
      readUpTo: message.sequence,
    });
    await later(delay);
    expect(await mailsTo(viewers.customerA)).toEqual([]);
  });

  it('mails a customer who turned the mails off nothing, not even when they turn them on again', async () => {
    await call('customerA', 'PUT', '/user/message-mails', { messageMails: false });
    expect((await call('customerA', 'GET', '/user/message-mails')).json()).toEqual({
      messageMails: false,
    });
    await write('designer', 'While the mails are off.');
    await later(delay);
    await call('customerA', 'PUT', '/user/message-mails', { messageMails: true });
    await later(delay);
    expect(await mailsTo(viewers.customerA)).toEqual([]);
    await write('designer', 'Once they are on again.');
    await later(delay);
    const mails = await mailsTo(viewers.customerA);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toContain('While the mails are off.');
  });

  it('never mails an internal note to a customer; the designer gets it, marked', async () => {
    await write('admin', 'Check the oak stock first.', { internal: true });
    await later(delay);
    expect(await mailsTo(viewers.customerA)).toEqual([]);
    const [note] = await mailsTo(viewers.designer);
    expect(note!.text).toContain('Alex wrote (internal note, staff only):');
    expect(note!.text).toContain('Check the oak stock first.');
  });

  it('mails no hidden message', async () => {
    const message = await write('designer', 'Sent by mistake.');
    await call('admin', 'POST', `/project/${seeded.projectA.id}/messages/${message.id}/hide`, {
      reason: 'Mistake',
    });
    await later(delay);
    expect(await mailsTo(viewers.customerA)).toEqual([]);
  });

  it("mails the project's designer a customer's message, or every admin when it has none", async () => {
    await write('customerA', 'A question for Dana.');
    await write('customerB', 'A question for anyone.', { project: seeded.projectB.id });
    await later(delay);
    expect((await mailsTo(viewers.designer)).map((mail) => mail.subject)).toEqual([
      'New message about Casey kitchen – Corner',
    ]);
    expect((await mailsTo(viewers.admin)).map((mail) => mail.subject)).toEqual([
      'New message about Olivia kitchen – Corner',
    ]);
    expect(await mailsTo(viewers.customerA)).toEqual([]);
    expect(await mailsTo(viewers.customerB)).toEqual([]);
  });

  it('quotes the first five messages of a long burst and counts the rest', async () => {
    for (let index = 1; index <= 7; index += 1) await write('designer', `Point number ${index}.`);
    await later(delay);
    const [mail] = await mailsTo(viewers.customerA);
    expect(mail!.subject).toBe('7 new messages about Casey kitchen – Corner');
    expect(mail!.text).toContain('Point number 5.');
    expect(mail!.text).not.toContain('Point number 6.');
    expect(mail!.text).toContain('…and 2 more messages in the thread.');
  });

  it('sends one mail when two instances pass at the same time', async () => {
    const second = await buildTestApp({ shareDatabaseOf: subject, clock });
    try {
      await write('designer', 'Only one mail, please.');
      clock.advance(delay);
      const written = await Promise.all([
        subject.app.messageMails.mailWaiting(),
        second.app.messageMails.mailWaiting(),
        subject.app.messageMails.mailWaiting(),
        second.app.messageMails.mailWaiting(),
      ]);
      // The app's own timer may have taken it first: then none of these passes wrote it.
      expect(written.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(1);
      expect(await mailsTo(viewers.customerA)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

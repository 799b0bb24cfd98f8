import {
  liveThread,
  messageLimits,
  messageSchema,
  messageTexts,
  type Message,
} from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDomain, viewers } from '../../../../test/helpers/domain-fixtures.js';
import {
  listen,
  openEventStream,
  type EventStream,
} from '../../../../test/helpers/event-stream.js';
import { signInAs, testOrigin } from '../../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { projectMessages } from '../../../db/schema.js';

/*
 * The live thread (issue 36.2) over a real connection: messages written, edited and hidden
 * arrive as events with their sequence as id; a customer's stream never carries an internal
 * note; a client that reconnects with Last-Event-ID gets exactly what it missed; the streams
 * end when the app closes.
 */

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let base: string;
let closedByTest = false;
const cookies = {} as Record<'customerA' | 'customerB' | 'designer' | 'admin', string>;
const open: EventStream[] = [];

type Who = keyof typeof cookies;

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject);
  for (const who of ['customerA', 'customerB', 'designer', 'admin'] as const) {
    cookies[who] = await signInAs(subject, viewers[who]);
  }
  base = await listen(subject);
});
afterAll(async () => {
  for (const stream of open) stream.close();
  if (!closedByTest) await subject.close();
});

const liveUrl = (projectId = seeded.projectA.id) => `/api/v1/project/${projectId}/messages/live`;

async function openAs(
  who: Who | 'anonymous',
  path = liveUrl(),
  headers: Record<string, string> = {},
) {
  const cookie: Record<string, string> = who === 'anonymous' ? {} : { cookie: cookies[who] };
  const stream = await openEventStream(`${base}${path}`, { ...cookie, ...headers });
  open.push(stream);
  return stream;
}

async function write(who: Who, payload: object, projectId = seeded.projectA.id) {
  const answer = await subject.app.inject({
    method: 'POST',
    url: `/api/v1/project/${projectId}/messages`,
    headers: { origin: testOrigin, cookie: cookies[who] },
    payload,
  });
  expect(answer.statusCode).toBe(201);
  return answer.json<Message>();
}

const messagesOf = (stream: EventStream) =>
  stream.events.map((event) => messageSchema.parse(JSON.parse(event.data)));
const textsOf = (stream: EventStream) => messagesOf(stream).map((message) => message.text);

/** The request log lines of the live route. */
const requestLines = () =>
  subject
    .logs()
    .filter((line) => line.msg === 'request' && line.route === '/api/v1/project/:id/messages/live');

/** Waits a moment for anything that should not come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the live thread', () => {
  let first: Message;

  it('answers as an event stream, keeps the request id, and sends a message when it is written', async () => {
    const stream = await openAs('customerA', liveUrl(), { 'x-request-id': 'live-thread-1' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('x-request-id')).toBe('live-thread-1');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    first = await write('designer', { text: 'Welcome to your thread' });
    const [event] = await stream.waitFor(1);
    expect(stream.retries).toEqual([liveThread.retryMs]);
    expect(event).toMatchObject({ id: String(first.sequence), event: 'message' });
    expect(JSON.parse(event!.data)).toEqual(first);
  });

  it("never sends an internal note on a customer's stream, and sends it on staff's", async () => {
    const customer = await openAs('customerA');
    const staff = await openAs('admin');
    await write('designer', { text: 'Check the oak stock', internal: true });
    const answer = await write('designer', { text: 'We have oak' });
    await customer.waitFor(1);
    await staff.waitFor(2);
    await settle();
    expect(textsOf(customer)).toEqual(['We have oak']);
    expect(messagesOf(customer)[0]!.sequence).toBe(answer.sequence);
    expect(textsOf(staff)).toEqual(['Check the oak stock', 'We have oak']);
    expect(messagesOf(staff).map((message) => message.internal)).toEqual([true, false]);
  });

  it('resumes from Last-Event-ID with exactly the messages missed, then goes on live', async () => {
    const before = await write('customerA', { text: 'Seen before the break' });
    const missed = [
      await write('designer', { text: 'Missed one' }),
      await write('designer', { text: 'Internal, missed', internal: true }),
      await write('admin', { text: 'Missed two' }),
    ];
    const resumed = await openAs('customerA', liveUrl(), {
      'last-event-id': String(before.sequence),
    });
    await resumed.waitFor(2);
    expect(resumed.events.map((event) => event.id)).toEqual([
      String(missed[0]!.sequence),
      String(missed[2]!.sequence),
    ]);
    const later = await write('designer', { text: 'After the resume' });
    await resumed.waitFor(3);
    await settle();
    expect(textsOf(resumed)).toEqual(['Missed one', 'Missed two', 'After the resume']);
    expect(resumed.events.at(-1)!.id).toBe(String(later.sequence));
  });

  it('takes `after` in the address, and the newer of `after` and Last-Event-ID', async () => {
    const stream = await openAs('designer', `${liveUrl()}?after=${first.sequence}`, {
      'last-event-id': '0',
    });
    const all = (
      await subject.app.inject({
        url: `/api/v1/project/${seeded.projectA.id}/messages`,
        headers: { cookie: cookies.designer },
      })
    ).json<{ messages: Message[] }>().messages;
    const expected = all.filter((message) => message.sequence > first.sequence);
    await stream.waitFor(expected.length);
    expect(messagesOf(stream)).toEqual(expected);
  });

  it('treats a resume point past the thread’s end as its end', async () => {
    const stream = await openAs('customerA', `${liveUrl()}?after=9999999999`);
    const message = await write('admin', { text: 'After a resume point from the future' });
    await stream.waitFor(1);
    expect(stream.events.map((event) => event.id)).toEqual([String(message.sequence)]);
  });

  it('sends more missed messages than a page, in order, without the internal ones', async () => {
    const projectB = seeded.projectB.id;
    const start = await write('customerB', { text: 'Page start' }, projectB);
    // Written straight into the table: the API allows a user only so many a minute.
    const rows = await subject.app.database.db
      .insert(projectMessages)
      .values(
        Array.from({ length: messageLimits.pageSize + 10 }, (_, n) => ({
          projectId: projectB,
          authorName: 'Dana',
          authorRole: 'staff' as const,
          text: `Answer ${n}`,
          internal: n % 10 === 3,
          createdAt: new Date(),
        })),
      )
      .returning({ sequence: projectMessages.sequence, internal: projectMessages.internal });
    const visible = rows.filter((row) => !row.internal).map((row) => row.sequence);
    expect(visible.length).toBeGreaterThan(messageLimits.pageSize);
    const stream = await openAs('customerB', `${liveUrl(projectB)}?after=${start.sequence}`);
    await stream.waitFor(visible.length);
    await settle();
    expect(stream.events.map((event) => Number(event.id))).toEqual(visible);
  });

  it('sends an edited message and a hidden one again, with the same id', async () => {
    const own = await write('customerA', { text: 'Can it be walnut?' });
    const customer = await openAs('customerA');
    const staff = await openAs('designer');
    const edited = await subject.app.inject({
      method: 'PATCH',
      url: `/api/v1/project/${seeded.projectA.id}/messages/${own.id}`,
      headers: { origin: testOrigin, cookie: cookies.customerA },
      payload: { text: 'Can it be light walnut?' },
    });
    expect(edited.statusCode).toBe(200);
    await customer.waitFor(1);
    expect(messagesOf(customer)[0]).toMatchObject({
      id: own.id,
      text: 'Can it be light walnut?',
      editedAt: expect.any(String),
    });
    expect(customer.events[0]!.id).toBe(String(own.sequence));
    const hidden = await subject.app.inject({
      method: 'POST',
      url: `/api/v1/project/${seeded.projectA.id}/messages/${own.id}/hide`,
      headers: { origin: testOrigin, cookie: cookies.designer },
      payload: { reason: 'Duplicate' },
    });
    expect(hidden.statusCode).toBe(200);
    await customer.waitFor(2);
    await staff.waitFor(2);
    expect(customer.events[1]!.id).toBe(String(own.sequence));
    expect(messagesOf(customer)[1]).toMatchObject({
      id: own.id,
      text: null,
      hidden: { by: null, reason: null },
    });
    expect(messagesOf(staff)[1]).toMatchObject({
      id: own.id,
      text: 'Can it be light walnut?',
      hidden: { by: 'Dana', reason: 'Duplicate' },
    });
  });

  it('answers 404 to another customer, 401 without a session, and never opens a stream', async () => {
    const other = await openAs('customerB');
    expect(other.status).toBe(404);
    expect(JSON.parse(other.body)).toMatchObject({ code: 'NOT_FOUND' });
    const anonymous = await openAs('anonymous');
    expect(anonymous.status).toBe(401);
  });

  it('refuses a bad `after` or Last-Event-ID with 400 and a sentence', async () => {
    for (const after of ['-1', 'x', '1.5', '', '99999999999999999']) {
      const refused = await subject.app.inject({
        url: `${liveUrl()}?after=${after}`,
        headers: { cookie: cookies.customerA },
      });
      expect([after, refused.statusCode]).toEqual([after, 400]);
    }
    const refused = await openAs('customerA', liveUrl(), { 'last-event-id': 'abc' });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).error).toContain(messageTexts.sequenceInvalid);
    const once = await subject.app.inject({
      url: `${liveUrl()}?once=yes`,
      headers: { cookie: cookies.customerA },
    });
    expect(once.statusCode).toBe(400);
  });

  it('answers the messages missed and ends with once=1 (a polling fallback)', async () => {
    const answer = await subject.app.inject({
      url: `${liveUrl()}?after=0&once=1`,
      headers: { cookie: cookies.customerA },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.startsWith(`retry: ${liveThread.retryMs}\n\n`)).toBe(true);
    expect(answer.body).not.toContain('Check the oak stock');
    expect(answer.body).toContain(`id: ${first.sequence}\nevent: message\ndata: {`);
  });

  it(`holds at most ${messageLimits.liveStreamsPerUser} streams open per user (429 past it)`, async () => {
    for (const stream of open.splice(0)) stream.close();
    await settle();
    const streams = [];
    for (let n = 0; n < messageLimits.liveStreamsPerUser; n += 1)
      streams.push(await openAs('admin'));
    expect(streams.map((stream) => stream.status)).toEqual(
      Array<number>(messageLimits.liveStreamsPerUser).fill(200),
    );
    const refused = await openAs('admin');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      code: 'TOO_MANY_REQUESTS',
      error: messageTexts.tooManyLive,
    });
    // Another user is not limited; a stream closed frees its place.
    expect((await openAs('designer')).status).toBe(200);
    const linesBefore = requestLines().length;
    streams[0]!.close();
    await settle();
    // The stream the client closed is logged as a request, like any other.
    expect(requestLines().slice(linesBefore)).toEqual([
      expect.objectContaining({ status: 200, ms: expect.any(Number) }),
    ]);
    expect((await openAs('admin')).status).toBe(200);
  });

  it('ends every open stream when the app closes, and logs each as a request', async () => {
    const streams = [await openAs('customerA'), await openAs('designer')];
    const linesBefore = requestLines().length;
    const started = performance.now();
    closedByTest = true;
    await subject.close();
    expect(performance.now() - started).toBeLessThan(5_000);
    await Promise.all(streams.map((stream) => stream.ended));
    // These two and the streams earlier tests left open: one line each, none an error.
    const ended = requestLines().slice(linesBefore);
    expect(ended.length).toBeGreaterThanOrEqual(streams.length);
    expect(ended.map((line) => line.status)).toEqual(Array<number>(ended.length).fill(200));
    expect(subject.logs().filter((line) => (line.level as number) >= 50)).toEqual([]);
  });
});

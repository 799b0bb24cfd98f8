import { messageLimits, messageTexts, type Message, type ThreadPage } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addEstimate,
  addProject,
  pinVersion,
  seedDomain,
  viewers,
} from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { itemLines, projectMessages, projects, users } from '../../db/schema.js';

/*
 * The project thread (issue 36): who reads and writes what, internal notes and hidden
 * messages never reaching customers, edits that keep their trace, read marks and unread
 * counts, and the staff inbox.
 */

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
const db = () => subject.app.database.db;

type Who = Exclude<keyof typeof viewers, 'anonymous'>;

async function call(
  who: Who,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: unknown,
) {
  return subject.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: testOrigin, cookie: await signInAs(subject, viewers[who]) },
    payload: payload as never,
  });
}

const threadOf = (projectId: string) => `/project/${projectId}/messages`;
const thread = async (who: Who, projectId = seeded.projectA.id) =>
  (await call(who, 'GET', threadOf(projectId))).json<ThreadPage>();
const write = async (who: Who, payload: object, projectId = seeded.projectA.id) =>
  call(who, 'POST', threadOf(projectId), payload);
const texts = (page: ThreadPage) => page.messages.map((message) => message.text);

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject);
  await addEstimate(subject, seeded.versionA.id);
  await pinVersion(subject, seeded.projectA.id, seeded.versionA.id);
  const [designer] = await db().select().from(users).where(eq(users.email, viewers.designer));
  await db()
    .update(projects)
    .set({ designerId: designer!.id })
    .where(eq(projects.id, seeded.projectA.id));
});
afterAll(() => subject.close());

describe('writing and reading a thread', () => {
  let question: Message;

  it('starts empty', async () => {
    const page = await thread('customerA');
    expect(page).toEqual({ messages: [], older: null, readUpTo: 0, unread: 0 });
  });

  it('keeps a customer question about a line of a version they are shown, with its label', async () => {
    const [line] = await db()
      .select()
      .from(itemLines)
      .where(eq(itemLines.designVersionId, seeded.versionA.id));
    const answer = await write('customerA', {
      text: 'Can the countertop be oak?\nThe light one.',
      about: { designVersionId: seeded.versionA.id, lineId: line!.id },
    });
    expect(answer.statusCode).toBe(201);
    question = answer.json();
    expect(question).toMatchObject({
      text: 'Can the countertop be oak?\nThe light one.',
      author: { name: 'Casey', role: 'customer' },
      internal: false,
      about: { designVersionName: 'Version A', lineName: line!.name },
      editedAt: null,
      hidden: null,
    });
    expect(texts(await thread('designer'))).toEqual(['Can the countertop be oak?\nThe light one.']);
  });

  it('counts it unread for staff, not for its author, and the inbox shows it waiting', async () => {
    expect((await thread('customerA')).unread).toBe(0);
    expect((await thread('designer')).unread).toBe(1);
    const unread = (await call('designer', 'GET', '/messages/unread')).json();
    expect(unread).toContainEqual({ projectId: seeded.projectA.id, unread: 1 });
    const inbox = (await call('designer', 'GET', '/admin/message-inbox')).json();
    expect(inbox).toEqual([
      expect.objectContaining({
        projectId: seeded.projectA.id,
        projectName: 'Casey kitchen',
        designerName: 'Dana',
        assignment: 'mine',
        waitingSince: question.createdAt,
        lastMessage: { authorName: 'Casey', excerpt: 'Can the countertop be oak? The light one.' },
      }),
    ]);
  });

  it('never gives customers an internal note, by thread, unread count or edit', async () => {
    const note = await write('designer', { text: 'Check oak stock first', internal: true });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ internal: true, author: { role: 'staff' } });
    expect(texts(await thread('customerA'))).not.toContain('Check oak stock first');
    expect((await thread('customerA')).unread).toBe(0);
    expect(texts(await thread('admin'))).toContain('Check oak stock first');
    const edit = await call(
      'customerA',
      'PATCH',
      `${threadOf(seeded.projectA.id)}/${note.json().id}`,
      {
        text: 'x',
      },
    );
    expect(edit.statusCode).toBe(404);
    // An internal note is not an answer: the customer is still waiting.
    const inbox = (await call('admin', 'GET', '/admin/message-inbox')).json();
    expect(inbox.map((row: { projectId: string }) => row.projectId)).toEqual([seeded.projectA.id]);
  });

  it('refuses an internal note from a customer with a sentence', async () => {
    const answer = await write('customerA', { text: 'secret', internal: true });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe(messageTexts.internalForStaff);
  });

  it('takes the customer off the inbox once staff answer, and counts the answer unread', async () => {
    const answer = await write('designer', {
      text: 'Yes, oak is possible: see https://corner.test/oak',
    });
    expect(answer.statusCode).toBe(201);
    expect((await call('designer', 'GET', '/admin/message-inbox')).json()).toEqual([]);
    expect((await thread('customerA')).unread).toBe(1);
  });

  it('moves the read mark both ways, never past the newest message', async () => {
    const page = await thread('customerA');
    const newest = page.messages.at(-1)!.sequence;
    const mark = (readUpTo: number) =>
      call('customerA', 'PUT', `${threadOf(seeded.projectA.id)}/read`, { readUpTo });
    expect((await mark(newest + 1000)).statusCode).toBe(204);
    expect(await thread('customerA')).toMatchObject({ readUpTo: newest, unread: 0 });
    const unreadCounts = (await call('customerA', 'GET', '/messages/unread')).json();
    expect(unreadCounts).toEqual([]);
    expect((await mark(newest - 1)).statusCode).toBe(204);
    expect(await thread('customerA')).toMatchObject({ readUpTo: newest - 1, unread: 1 });
  });

  it('keeps an edit visible as edited, with the earlier text for the record', async () => {
    const url = `${threadOf(seeded.projectA.id)}/${question.id}`;
    expect((await call('designer', 'PATCH', url, { text: 'changed by staff' })).json().error).toBe(
      messageTexts.notYours,
    );
    const edited = await call('customerA', 'PATCH', url, {
      text: 'Can the countertop be light oak?',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().editedAt).toEqual(expect.any(String));
    const [row] = await db()
      .select()
      .from(projectMessages)
      .where(eq(projectMessages.id, question.id));
    expect(row!.earlierTexts.map((earlier) => earlier.text)).toEqual([
      'Can the countertop be oak?\nThe light one.',
    ]);
  });

  it('lets staff hide a message, leaving customers only its trace', async () => {
    const spam = (await write('customerA', { text: 'buy cheap watches' })).json<Message>();
    const url = `${threadOf(seeded.projectA.id)}/${spam.id}/hide`;
    expect((await call('customerA', 'POST', url, { reason: 'mine' })).statusCode).toBe(403);
    expect((await call('designer', 'POST', url, { reason: ' ' })).json().error).toContain(
      messageTexts.reasonRequired,
    );
    const hidden = await call('designer', 'POST', url, { reason: 'Spam' });
    expect(hidden.json()).toMatchObject({
      text: 'buy cheap watches',
      hidden: { by: 'Dana', reason: 'Spam' },
    });
    const seen = (await thread('customerA')).messages.find((message) => message.id === spam.id);
    expect(seen).toMatchObject({ text: null, attachments: [], hidden: { by: null, reason: null } });
    const edit = await call('customerA', 'PATCH', `${threadOf(seeded.projectA.id)}/${spam.id}`, {
      text: 'again',
    });
    expect(edit.json().error).toBe(messageTexts.hiddenNotEditable);
  });
});

describe('what a message may point at', () => {
  it('refuses a version of another project, a line of another version, or one not shown', async () => {
    const other = await write('customerA', {
      text: 'x',
      about: { designVersionId: seeded.versionB.id },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe(messageTexts.aboutUnknown);
    const [lineB] = await db()
      .select()
      .from(itemLines)
      .where(eq(itemLines.designVersionId, seeded.versionB.id));
    const line = await write('designer', {
      text: 'x',
      about: { designVersionId: seeded.versionA.id, lineId: lineB!.id },
    });
    expect(line.json().error).toBe(messageTexts.aboutUnknown);
  });
});

describe('who reaches a thread', () => {
  it('answers 404 to a customer of another project, on every call, and changes nothing', async () => {
    const before = await db().select().from(projectMessages);
    const projectA = seeded.projectA.id;
    const someMessage = before[0]!.id;
    for (const [method, url, payload] of [
      ['GET', threadOf(projectA), undefined],
      ['POST', threadOf(projectA), { text: 'hello' }],
      ['PATCH', `${threadOf(projectA)}/${someMessage}`, { text: 'hello' }],
      ['PUT', `${threadOf(projectA)}/read`, { readUpTo: 1 }],
    ] as const) {
      const answer = await call('customerB', method, url, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.body).not.toContain('oak');
    }
    expect(await db().select().from(projectMessages)).toHaveLength(before.length);
    expect((await call('customerB', 'GET', '/messages/unread')).json()).toEqual([]);
    expect((await call('customerB', 'GET', '/admin/message-inbox')).statusCode).toBe(403);
  });

  it('keeps the template project’s thread closed to writing', async () => {
    const template = await addProject(subject, 'Template');
    await db().update(projects).set({ isDemo: true }).where(eq(projects.id, template.id));
    await subject.app.cache.invalidateProject(template.id);
    const answer = await write('customerB', { text: 'hello' }, template.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toBe(messageTexts.demoProject);
  });
});

describe('bad input', () => {
  it.each([
    ['an empty text', { text: '' }, messageTexts.emptyText],
    ['a blank text', { text: '   ' }, messageTexts.emptyText],
    [
      'a text too long',
      { text: 'x'.repeat(messageLimits.maxTextLength + 1) },
      messageTexts.tooLong,
    ],
    [
      'a bell',
      { text: 'bell\u0007' },
      'Control characters other than tabs and line breaks are not allowed',
    ],
  ])('refuses %s with a sentence, writing nothing', async (_case, payload, sentence) => {
    const before = (await db().select().from(projectMessages)).length;
    const answer = await write('customerA', payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toContain(sentence);
    expect(await db().select().from(projectMessages)).toHaveLength(before);
  });

  it('pages back through a long thread, oldest first on each page', async () => {
    const project = await addProject(subject, 'Long thread');
    for (let index = 1; index <= messageLimits.pageSize + 5; index += 1) {
      await db()
        .insert(projectMessages)
        .values({
          projectId: project.id,
          authorName: 'Dana',
          authorRole: 'staff',
          text: `message ${index}`,
        });
    }
    const first = await thread('designer', project.id);
    expect(first.messages).toHaveLength(messageLimits.pageSize);
    expect(first.messages[0]!.text).toBe('message 6');
    expect(first.messages.at(-1)!.text).toBe(`message ${messageLimits.pageSize + 5}`);
    const older = (
      await call('designer', 'GET', `${threadOf(project.id)}?before=${first.older}`)
    ).json<ThreadPage>();
    expect(texts(older)).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5']);
    expect(older.older).toBeNull();
  });
});

describe('the rate limit', () => {
  it('refuses a user past MESSAGES_PER_MINUTE with 429 and a sentence, writing nothing more', async () => {
    const limited = await buildTestApp({ env: { MESSAGES_PER_MINUTE: '2' } });
    try {
      const domain = await seedDomain(limited);
      const cookie = await signInAs(limited, viewers.customerA);
      const post = (text: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/v1/project/${domain.projectA.id}/messages`,
          headers: { origin: testOrigin, cookie },
          payload: { text },
        });
      expect((await post('one')).statusCode).toBe(201);
      expect((await post('two')).statusCode).toBe(201);
      const third = await post('three');
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toBe(messageTexts.tooManyMessages);
      expect(third.headers['retry-after']).toBeDefined();
      const stored = await limited.app.database.db.select().from(projectMessages);
      expect(stored.map((row) => row.text)).toEqual(['one', 'two']);
    } finally {
      await limited.close();
    }
  });
});

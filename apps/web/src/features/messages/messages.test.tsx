import type { Message } from '@corner/contracts';
import { messageTexts } from '@corner/contracts';
import { act, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, type Call } from '@/testing/answer-calls';
import { expectConsoleErrors, renderWithProviders, screen } from '@/testing/test-utils';
import type { AboutChoice } from './components/composer';
import { MessageThread } from './components/messages-page';
import type { ThreadViewer } from './components/message-item';
import {
  customerId,
  designerId,
  fromDesigner,
  makeMessage,
  makePage,
  projectId,
  versionId,
} from './testing';

/* A project's thread (issue 36): what it shows, what it sends. */

const thread = `/project/${projectId}/messages`;
const customer: ThreadViewer = { id: customerId, staff: false };
const designer: ThreadViewer = { id: designerId, staff: true };
const versions: AboutChoice[] = [{ id: versionId, name: 'Sage Shaker' }];

const render = (viewer: ThreadViewer = customer) =>
  renderWithProviders(
    <MemoryRouter>
      <MessageThread projectId={projectId} viewer={viewer} versions={versions} />
    </MemoryRouter>,
  );

const sent = (calls: Call[], method: string) => calls.filter((call) => call.method === method);
const readMark = { [`PUT ${thread}/read`]: { status: 204 } };

afterEach(() => vi.unstubAllGlobals());

describe('the thread', () => {
  it('shows each message oldest first with its author, role, time and clickable links, never markup', async () => {
    answerCalls({
      [`GET ${thread}`]: {
        status: 200,
        body: makePage([
          makeMessage({ sequence: 1, text: 'Plan: https://corner.test/plan.\n<b>x</b>' }),
          fromDesigner({ sequence: 2, text: 'Line one\nLine two' }),
        ]),
      },
      ...readMark,
    });
    render();
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('header')?.textContent)).toEqual([
      expect.stringMatching(/^Casey WalkerCustomer/),
      expect.stringMatching(/^Dana DesignerCorner/),
    ]);
    const link = within(items[0]!).getByRole('link', { name: 'https://corner.test/plan' });
    expect(link).toHaveAttribute('href', 'https://corner.test/plan');
    expect(link).toHaveAttribute('target', '_blank');
    expect(items[0]!.querySelector('b')).toBeNull();
    expect(items[0]).toHaveTextContent('<b>x</b>');
    expect(items[1]!.querySelector('p')?.textContent).toContain('Line one\nLine two');
    expect(within(items[0]!).getByText(/2026/)).toHaveAttribute(
      'datetime',
      '2026-11-20T10:00:00.000Z',
    );
  });

  it('says when the thread is empty', async () => {
    answerCalls({ [`GET ${thread}`]: { status: 200, body: makePage([]) } });
    render();
    expect(await screen.findByText(messageTexts.empty)).toBeVisible();
  });

  it('links what a message is about: customers to the estimate, staff to the version', async () => {
    const about = {
      designVersionId: versionId,
      designVersionName: 'Sage Shaker',
      lineId: '36000000-0000-4000-8000-00000000000f',
      lineName: 'Countertop',
    };
    const page = { status: 200, body: makePage([fromDesigner({ sequence: 3, about })]) };
    answerCalls({ [`GET ${thread}`]: [page, page], ...readMark });
    const first = render();
    expect(
      await screen.findByRole('link', { name: 'About: Sage Shaker, Countertop' }),
    ).toHaveAttribute('href', `/project/${projectId}/estimate`);
    first.unmount();
    render(designer);
    expect(
      await screen.findByRole('link', { name: 'About: Sage Shaker, Countertop' }),
    ).toHaveAttribute('href', `/admin/projects/${projectId}/design-versions/${versionId}`);
  });

  it('marks an internal note, shows an edit with its time, and the trace of a hidden message', async () => {
    answerCalls({
      [`GET ${thread}`]: {
        status: 200,
        body: makePage([
          fromDesigner({ sequence: 4, internal: true, text: 'Check the oak price first' }),
          makeMessage({ sequence: 5, editedAt: '2026-11-20T11:00:00.000Z' }),
          makeMessage({
            sequence: 6,
            text: 'Rude words',
            hidden: { at: '2026-11-20T12:00:00.000Z', by: 'Dana Designer', reason: 'Abuse' },
          }),
        ]),
      },
      ...readMark,
    });
    render(designer);
    const items = within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent(messageTexts.internalNote);
    expect(items[0]).toHaveAttribute('data-internal', 'true');
    expect(items[1]).toHaveTextContent(new RegExp(`${messageTexts.edited} Nov 20, 2026`));
    expect(items[1]).not.toHaveTextContent(messageTexts.internalNote);
    expect(items[2]).toHaveTextContent(messageTexts.hidden);
    expect(items[2]).toHaveTextContent('Reason: Abuse');
    expect(items[2]).toHaveTextContent('The hidden text, shown to staff only:Rude words');
    expect(within(items[2]!).queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
  });

  it('shows a customer only that a message was hidden', async () => {
    answerCalls({
      [`GET ${thread}`]: {
        status: 200,
        body: makePage([
          fromDesigner({
            sequence: 7,
            text: null,
            hidden: { at: '2026-11-20T12:00:00.000Z', by: null, reason: null },
          }),
        ]),
      },
      ...readMark,
    });
    render();
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent(messageTexts.hidden);
    expect(item).not.toHaveTextContent('Reason');
    expect(screen.queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
  });

  it('marks the thread read up to its newest message, and a message unread from it', async () => {
    const calls = answerCalls({
      [`GET ${thread}`]: {
        status: 200,
        body: makePage([makeMessage({ sequence: 8 }), fromDesigner({ sequence: 9 })], {
          readUpTo: 7,
        }),
      },
      [`PUT ${thread}/read`]: [{ status: 204 }, { status: 204 }],
    });
    const { user } = render();
    await screen.findByRole('list', { name: 'Messages' });
    await vi.waitFor(() => expect(sent(calls, 'PUT')).toHaveLength(1));
    expect(sent(calls, 'PUT')[0]!.body).toEqual({ readUpTo: 9 });
    // Only someone else's message can be marked unread.
    expect(screen.getAllByRole('button', { name: 'Mark as unread' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
    await vi.waitFor(() => expect(sent(calls, 'PUT')).toHaveLength(2));
    expect(sent(calls, 'PUT')[1]!.body).toEqual({ readUpTo: 8 });
    expect(await screen.findByText('New')).toBeVisible();
    // Marked unread stays so: the thread is not marked read again by itself.
    await new Promise((done) => setTimeout(done, 50));
    expect(sent(calls, 'PUT')).toHaveLength(2);
  });

  it("loads older messages above the newest page with the page's `older`", async () => {
    const calls = answerCalls({
      [`GET ${thread}`]: [
        { status: 200, body: makePage([makeMessage({ sequence: 60 })], { older: 60 }) },
        { status: 200, body: makePage([makeMessage({ sequence: 10, text: 'The first' })]) },
      ],
      ...readMark,
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('The first');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    const urls = vi
      .mocked(globalThis.fetch)
      .mock.calls.map(([input]) => (input as string).replace(/^.*\/api\/v1/, ''))
      .filter((url) => url.startsWith(thread) && !url.endsWith('/read'));
    expect(urls).toEqual([thread, `${thread}?before=60`]);
    expect(sent(calls, 'GET')).toHaveLength(2);
  });
});

describe('writing', () => {
  it('sends the text with what it is about, and shows the answer in the thread', async () => {
    const written = makeMessage({ sequence: 20, text: 'Can the countertop be oak?' });
    const calls = answerCalls({
      [`GET ${thread}`]: { status: 200, body: makePage([]) },
      [`POST ${thread}`]: { status: 201, body: written },
      ...readMark,
    });
    const { user } = render();
    expect(screen.queryByRole('checkbox', { name: 'Internal note' })).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText('Message'), 'Can the countertop be oak?');
    await user.selectOptions(screen.getByLabelText('About'), 'Sage Shaker');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Can the countertop be oak?')).toBeVisible();
    expect(sent(calls, 'POST')[0]!.body).toEqual({
      text: 'Can the countertop be oak?',
      internal: false,
      about: { designVersionId: versionId },
      attachmentIds: [],
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('lets staff write an internal note', async () => {
    const calls = answerCalls({
      [`GET ${thread}`]: { status: 200, body: makePage([]) },
      [`POST ${thread}`]: {
        status: 201,
        body: fromDesigner({ sequence: 21, internal: true, text: 'Between us' }),
      },
      ...readMark,
    });
    const { user } = render(designer);
    await user.type(await screen.findByLabelText('Message'), 'Between us');
    await user.click(screen.getByRole('checkbox', { name: 'Internal note' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messageTexts.internalNote)).toBeVisible();
    expect(sent(calls, 'POST')[0]!.body).toMatchObject({ text: 'Between us', internal: true });
  });

  it("says to write something before sending, and shows the API's sentence when refused", async () => {
    expectConsoleErrors();
    const calls = answerCalls({
      [`GET ${thread}`]: { status: 200, body: makePage([]) },
      [`POST ${thread}`]: {
        status: 429,
        body: { code: 'RATE_LIMITED', error: messageTexts.tooManyMessages },
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messageTexts.emptyText);
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls, 'POST')).toEqual([]);
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Error: ${messageTexts.tooManyMessages}`,
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('uploads each picked file first and sends their ids with the message', async () => {
    const picture = {
      id: '36000000-0000-4000-8000-0000000000a1',
      kind: 'picture' as const,
      name: 'room.jpg',
      url: '/files/room.jpg',
      thumbnailUrl: '/files/room-small.jpg',
      bytes: 2048,
    };
    const calls = answerCalls({
      [`GET ${thread}`]: { status: 200, body: makePage([]) },
      [`POST /project/${projectId}/message-attachments`]: { status: 201, body: picture },
      [`POST ${thread}`]: {
        status: 201,
        body: makeMessage({ sequence: 22, text: 'Our room', attachments: [picture] }),
      },
      ...readMark,
    });
    const { user, container } = render();
    await screen.findByLabelText('Message');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'.repeat(2048)], 'room.jpg', { type: 'image/jpeg' }));
    const files = await screen.findByRole('list', { name: 'Files to send' });
    await vi.waitFor(() => expect(files).not.toHaveTextContent('uploading…'));
    expect(files).toHaveTextContent('room.jpg (2 kB)');
    await user.type(screen.getByLabelText('Message'), 'Our room');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const thumbnail = await screen.findByRole('button', { name: 'Open room.jpg full size' });
    expect(thumbnail.querySelector('img')).toHaveAttribute('src', '/files/room-small.jpg');
    expect(sent(calls, 'POST').map((call) => call.path)).toEqual([
      `/project/${projectId}/message-attachments`,
      thread,
    ]);
    expect(sent(calls, 'POST')[1]!.body).toMatchObject({ attachmentIds: [picture.id] });
  });

  it('shows a PDF as a link with its name and size', async () => {
    answerCalls({
      [`GET ${thread}`]: {
        status: 200,
        body: makePage([
          fromDesigner({
            sequence: 23,
            attachments: [
              {
                id: '36000000-0000-4000-8000-0000000000a2',
                kind: 'pdf',
                name: 'contract.pdf',
                url: '/files/contract.pdf',
                thumbnailUrl: null,
                bytes: 1_572_864,
              },
            ],
          }),
        ]),
      },
      ...readMark,
    });
    render();
    expect(await screen.findByRole('link', { name: 'contract.pdf' })).toHaveAttribute(
      'href',
      '/files/contract.pdf',
    );
    expect(screen.getByText('(PDF, 1.5 MB)')).toBeVisible();
  });

  it('lets the author edit their message inline', async () => {
    const own = makeMessage({ sequence: 24, text: 'Oak?' });
    const calls = answerCalls({
      [`GET ${thread}`]: { status: 200, body: makePage([own]) },
      ...readMark,
      [`PATCH ${thread}/${own.id}`]: {
        status: 200,
        body: { ...own, text: 'Oak, please?', editedAt: '2026-11-20T10:05:00.000Z' },
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit your message' }));
    const field = screen.getByLabelText('Edit your message');
    await user.clear(field);
    await user.type(field, 'Oak, please?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Oak, please?')).toBeVisible();
    expect(screen.getByText(messageTexts.edited, { exact: false })).toBeVisible();
    expect(sent(calls, 'PATCH')[0]!.body).toEqual({ text: 'Oak, please?' });
  });

  it('lets staff hide a message with a reason, in a dialog', async () => {
    const message = makeMessage({ sequence: 25, text: 'Spam' });
    const calls = answerCalls({
      [`GET ${thread}`]: { status: 200, body: makePage([message]) },
      [`POST ${thread}/${message.id}/hide`]: {
        status: 200,
        body: {
          ...message,
          hidden: { at: '2026-11-20T12:00:00.000Z', by: 'Dana Designer', reason: 'Spam' },
        },
      },
      ...readMark,
    });
    const { user } = render(designer);
    await user.click(
      await screen.findByRole('button', { name: 'Hide the message of Casey Walker' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hide this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide the message' }));
    expect(within(dialog).getByText(messageTexts.reasonRequired)).toBeVisible();
    expect(sent(calls, 'POST')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Hide the message' }));
    expect(await screen.findByText(messageTexts.hidden)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(calls, 'POST')[0]!.body).toEqual({ reason: 'Spam' });
  });
});

/** A stand-in for the browser's EventSource: the test plays the server's events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
  private listeners: ((event: MessageEvent<string>) => void)[] = [];
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(_type: 'message', listener: (event: MessageEvent<string>) => void) {
    this.listeners.push(listener);
  }
  removeEventListener() {}
  close() {
    this.closed = true;
  }
  tell(message: Message) {
    const event = new MessageEvent('message', {
      data: JSON.stringify(message),
      lastEventId: String(message.sequence),
    });
    for (const listener of this.listeners) listener(event);
  }
}

describe('the live thread', () => {
  it('opens after the newest message, appends new ones, replaces edited ones, closes on leaving', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    const first = makeMessage({ sequence: 30, text: 'Can the countertop be oak?' });
    answerCalls(
      { [`GET ${thread}`]: { status: 200, body: makePage([first]) } },
      { background: { [`PUT ${thread}/read`]: { status: 204 } } },
    );
    const { unmount } = render();
    await screen.findByText('Can the countertop be oak?');
    const source = FakeEventSource.opened[0]!;
    expect(source.url).toBe(`/api/v1${thread}/live?after=30`);
    act(() => source.tell(fromDesigner({ sequence: 31, text: 'Yes, in white oak' })));
    expect(await screen.findByText('Yes, in white oak')).toBeVisible();
    act(() => source.tell({ ...first, text: 'Can it be oak?', editedAt: first.createdAt }));
    expect(await screen.findByText('Can it be oak?')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    unmount();
    expect(source.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});

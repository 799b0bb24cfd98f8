import type { InboxThread, Message, ThreadPage } from '@corner/contracts';

/* Messages and threads for the feature's tests. */

export const projectId = '36000000-0000-4000-8000-000000000001';
export const versionId = '36000000-0000-4000-8000-000000000002';
export const customerId = '36000000-0000-4000-8000-0000000000c1';
export const designerId = '36000000-0000-4000-8000-0000000000d1';

let next = 1;

export function makeMessage(overrides: Partial<Message> = {}): Message {
  const sequence = overrides.sequence ?? next++;
  return {
    id: `36000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    sequence,
    projectId,
    author: { id: customerId, name: 'Casey Walker', role: 'customer' },
    text: `Message ${sequence}`,
    internal: false,
    about: null,
    attachments: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    editedAt: null,
    hidden: null,
    ...overrides,
  };
}

export const fromDesigner = (overrides: Partial<Message> = {}) =>
  makeMessage({
    author: { id: designerId, name: 'Dana Designer', role: 'staff' },
    ...overrides,
  });

export function makePage(messages: Message[], overrides: Partial<ThreadPage> = {}): ThreadPage {
  return { messages, older: null, readUpTo: 0, unread: 0, ...overrides };
}

export function makeInboxThread(overrides: Partial<InboxThread> = {}): InboxThread {
  return {
    projectId,
    projectName: 'Walker Family Kitchen',
    designerName: 'Dana Designer',
    assignment: 'mine',
    waitingSince: '2026-11-20T10:00:00.000Z',
    lastMessage: { authorName: 'Casey Walker', excerpt: 'Can the countertop be oak?' },
    unread: 1,
    ...overrides,
  };
}

import { z } from 'zod';
import { controlCharacterMessages, isMultiLineText } from './plain-text.js';
import { uploadLimits } from './uploads.js';

/*
 * A project's message thread (issue 36, decision 60): one thread per project between its
 * customers and staff. Plain text only (links become clickable on the page, nothing else is
 * markup); staff may write internal notes customers never receive; an edit keeps 'edited' and
 * its time, and staff hide a message rather than delete it, which leaves a trace.
 *   GET   /project/{id}/messages?before=          a page of the thread, oldest first
 *   POST  /project/{id}/messages                  writes a message
 *   PATCH /project/{id}/messages/{messageId}      the author edits their message
 *   POST  /project/{id}/messages/{messageId}/hide staff hide a message, with a reason
 *   PUT   /project/{id}/messages/read             the caller's read mark (read or unread)
 *   GET   /messages/unread                        the caller's unread count per project
 *   GET   /admin/message-inbox                    staff: the threads waiting for us
 *   GET   /project/{id}/messages/live             server-sent events: the thread's changes
 *   POST  /project/{id}/message-attachments       uploads a picture or PDF for a message
 */

export const messageLimits = {
  /** Characters of one message. */
  maxTextLength: 4000,
  /** Characters of the reason staff give for hiding a message. */
  maxReasonLength: 500,
  /** Files attached to one message. */
  maxAttachments: 4,
  /** Bytes of an attached PDF (pictures follow the uploads' limit). */
  maxPdfBytes: 10 * 1024 * 1024,
  /** Messages of one page of the thread. */
  pageSize: 50,
  /** Live connections (GET …/messages/live) one user may hold open on one API instance. */
  liveStreamsPerUser: 10,
} as const;

/** Every sentence of the thread a test or a screen shows, word for word. */
export const messageTexts = {
  title: 'Messages',
  empty: 'No messages yet. Ask your designer anything about your kitchen.',
  internalNote: 'Internal note: customers do not see this',
  hidden: 'This message was hidden by Corner staff.',
  edited: 'edited',
  emptyText: 'Write a message',
  tooLong: `A message is at most ${messageLimits.maxTextLength} characters`,
  reasonRequired: 'Say why the message is hidden',
  notYours: 'Only the author can edit a message',
  hiddenNotEditable: 'A hidden message cannot be edited',
  internalForStaff: 'Only staff can write internal notes',
  aboutUnknown: 'The message points at a design version or line this project does not have',
  demoProject: 'The project template is an example: write to your designer on your own project',
  tooManyMessages: 'Too many messages: wait a minute before writing again',
  inboxEmpty: 'Nobody is waiting for an answer.',
  tooManyAttachments: `A message carries at most ${messageLimits.maxAttachments} files`,
  attachmentUnknown: 'An attached file was not found: upload it again',
  attachmentType: 'Attach a picture (JPEG, PNG, WebP, GIF or AVIF) or a PDF file',
  attachmentTooLarge: 'A PDF file is at most 10 MB; a picture at most 15 MB',
  tooManyLive: `Too many open message windows: close one of them (at most ${messageLimits.liveStreamsPerUser} at once)`,
  sequenceInvalid: 'Give the sequence number of a message (a whole number)',
  attachmentEmpty: 'The file is empty',
  attachmentMissing: 'Choose a file to attach',
  attachmentOneFile: 'Send one file per upload',
  attachmentNotMultipart: `Send the file as multipart/form-data in the field "${uploadLimits.fieldName}"`,
  attachmentsTooFast: 'Too many files uploaded in the last minute. Try again in a moment.',
} as const;

export const messageText = z
  .string()
  .trim()
  .min(1, messageTexts.emptyText)
  .max(messageLimits.maxTextLength, messageTexts.tooLong)
  .refine(isMultiLineText, controlCharacterMessages.multiLine);

const uuid = z.uuid('Not a valid id');

/** What a message may point at: a design version, or one line of it. */
export const messageAboutInputSchema = z.strictObject({
  designVersionId: uuid,
  lineId: uuid.optional(),
});

export const postMessageBodySchema = z.strictObject({
  text: messageText,
  about: messageAboutInputSchema.optional(),
  /** Staff only: a note customers never receive. */
  internal: z.boolean().default(false),
  /** Files uploaded to the thread by the author and not yet on a message. */
  attachmentIds: z
    .array(uuid)
    .max(messageLimits.maxAttachments, messageTexts.tooManyAttachments)
    .default([]),
});
export type PostMessageBody = z.input<typeof postMessageBodySchema>;

export const editMessageBodySchema = z.strictObject({ text: messageText });
export type EditMessageBody = z.infer<typeof editMessageBodySchema>;

export const hideMessageBodySchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, messageTexts.reasonRequired)
    .max(
      messageLimits.maxReasonLength,
      `A reason is at most ${messageLimits.maxReasonLength} characters`,
    )
    .refine(isMultiLineText, controlCharacterMessages.multiLine),
});
export type HideMessageBody = z.infer<typeof hideMessageBodySchema>;

/**
 * The caller's read mark: every message up to this sequence number is read. Marking a message
 * unread sets the mark just before it.
 */
export const readMarkBodySchema = z.strictObject({
  readUpTo: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type ReadMarkBody = z.infer<typeof readMarkBodySchema>;

export const messageParamsSchema = z.strictObject({
  id: z.string().min(1),
  messageId: z.string().min(1),
});

export const threadQuerySchema = z.strictObject({
  /** A page of the messages before this sequence number (older ones); the newest without it. */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});

export const messageAuthorRoles = ['customer', 'staff'] as const;

export const messageAboutSchema = z.object({
  designVersionId: z.string(),
  designVersionName: z.string(),
  lineId: z.string().nullable(),
  lineName: z.string().nullable(),
});
export type MessageAbout = z.infer<typeof messageAboutSchema>;

/** 'About: Sage Shaker, Countertop' */
export const aboutLabel = (about: MessageAbout) =>
  `About: ${about.designVersionName}${about.lineName ? `, ${about.lineName}` : ''}`;

export const messageAttachmentSchema = z.object({
  id: z.string(),
  kind: z.enum(['picture', 'pdf']),
  name: z.string(),
  /** The file itself: the full picture or the PDF, private to the project. */
  url: z.string(),
  /** A picture's thumbnail; null for a PDF. */
  thumbnailUrl: z.string().nullable(),
  bytes: z.number().int(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSchema = z.object({
  id: z.string(),
  /** Orders the thread and resumes a live connection (its event id). */
  sequence: z.number().int(),
  projectId: z.string(),
  author: z.object({
    id: z.string().nullable(),
    name: z.string(),
    role: z.enum(messageAuthorRoles),
  }),
  /** Null when staff hid the message and the caller is a customer. */
  text: z.string().nullable(),
  internal: z.boolean(),
  about: messageAboutSchema.nullable(),
  attachments: z.array(messageAttachmentSchema),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  /** The trace a hidden message leaves; the reason and who hid it for staff only. */
  hidden: z
    .object({ at: z.iso.datetime(), by: z.string().nullable(), reason: z.string().nullable() })
    .nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const threadPageSchema = z.object({
  messages: z.array(messageSchema),
  /** The `before` of the next older page; null at the thread's first message. */
  older: z.number().int().nullable(),
  /** The caller's read mark. */
  readUpTo: z.number().int(),
  /** Messages from others after the read mark. */
  unread: z.number().int(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;

export const unreadCountSchema = z.object({
  projectId: z.string(),
  unread: z.number().int(),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;
export const unreadCountsSchema = z.array(unreadCountSchema);

export const inboxThreadSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  designerName: z.string().nullable(),
  /** 'mine' when the caller is the project's designer, then 'unassigned', then 'others'. */
  assignment: z.enum(['mine', 'unassigned', 'others']),
  /** The customers' first message since staff last answered. */
  waitingSince: z.iso.datetime(),
  lastMessage: z.object({ authorName: z.string(), excerpt: z.string() }),
  unread: z.number().int(),
});
export type InboxThread = z.infer<typeof inboxThreadSchema>;
export const inboxThreadsSchema = z.array(inboxThreadSchema);

/*
 * The live thread (GET /project/{id}/messages/live): server-sent events, each message the
 * reader may see as `id: <sequence>`, `event: message`, `data: <Message JSON>`; an edited or
 * hidden message comes again with the same id (the client replaces it by its message id).
 */
export const liveThread = {
  /** The event name of a message. */
  event: 'message',
  /** How long EventSource waits before it reconnects (the stream's `retry:`). */
  retryMs: 3000,
  /** A comment line this often keeps proxies from closing a quiet connection. */
  heartbeatMs: 25_000,
} as const;

/** A message's sequence number as text (a query value or the Last-Event-ID header); 0 is before all. */
const sequenceText = z
  .string()
  .regex(/^\d{1,16}$/, messageTexts.sequenceInvalid)
  .transform(Number)
  .refine(Number.isSafeInteger, messageTexts.sequenceInvalid);

export const liveThreadQuerySchema = z.strictObject({
  /** The last sequence number the client has: every visible message after it comes first. */
  after: sequenceText.optional(),
  /** '1': send the messages after `after`, then end (a polling fallback without a stream). */
  once: z.literal('1', { error: "once is '1' or absent" }).optional(),
});
export type LiveThreadQuery = z.input<typeof liveThreadQuerySchema>;

export const liveThreadHeadersSchema = z.looseObject({
  /** EventSource sends the last id it received when it reconnects. */
  'last-event-id': sequenceText.optional(),
});

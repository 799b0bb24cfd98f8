import { messageAuthorRoles } from '@corner/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { images, users } from '../schema.js';
import { designVersions, itemLines, projects } from './domain.js';

/*
 * A project's message thread (issue 36, decision 60). Messages are never deleted by the portal:
 * an edit keeps the earlier text, hiding keeps the message with who hid it and why. Each reader
 * has one read mark per project, which also says how far they were mailed.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** An earlier text of an edited message, and when it was replaced. */
export interface EarlierText {
  text: string;
  replacedAt: string;
}

export const projectMessages = pgTable(
  'project_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Orders every thread and resumes a live connection from the last message seen. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the author's account goes. */
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').$type<(typeof messageAuthorRoles)[number]>().notNull(),
    text: text('text').notNull(),
    /** A staff note customers never receive. */
    internal: boolean('internal').notNull().default(false),
    aboutDesignVersionId: uuid('about_design_version_id').references(() => designVersions.id, {
      onDelete: 'set null',
    }),
    aboutLineId: uuid('about_line_id').references(() => itemLines.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    editedAt: at('edited_at'),
    earlierTexts: jsonb('earlier_texts').$type<EarlierText[]>().notNull().default([]),
    hiddenAt: at('hidden_at'),
    hiddenById: uuid('hidden_by_id').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
  },
  (table) => [
    uniqueIndex('project_messages_sequence_unique').on(table.sequence),
    index('project_messages_project_sequence_idx').on(table.projectId, table.sequence),
    check(
      'project_messages_author_role_valid',
      sql.raw(`author_role in (${messageAuthorRoles.map((role) => `'${role}'`).join(', ')})`),
    ),
    check(
      'project_messages_internal_by_staff',
      sql`not ${table.internal} or ${table.authorRole} = 'staff'`,
    ),
  ],
);

/** One reader's place in one thread: read up to, and mailed up to (one mail per burst). */
export const messageReadMarks = pgTable(
  'message_read_marks',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readUpTo: bigint('read_up_to', { mode: 'number' }).notNull().default(0),
    mailedUpTo: bigint('mailed_up_to', { mode: 'number' }).notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('message_read_marks_user_idx').on(table.userId),
  ],
);

/**
 * A file attached to a message: a picture (stored as the uploads' thumbnails) or a PDF (stored
 * as it came, checked by its bytes). Uploaded first, then named by the message that carries it;
 * private to the project like renders.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => projectMessages.id, { onDelete: 'cascade' }),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'picture' | 'pdf'>().notNull(),
    name: text('name').notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    /** A PDF's key in the file store. */
    fileKey: text('file_key'),
    bytes: integer('bytes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('message_attachments_message_idx').on(table.messageId),
    index('message_attachments_image_idx').on(table.imageId),
    index('message_attachments_file_key_idx').on(table.fileKey),
    check('message_attachments_kind_valid', sql`kind in ('picture', 'pdf')`),
  ],
);

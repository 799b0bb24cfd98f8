import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../schema.js';

/*
 * Sign-in (PRODUCT.md section 2). Tokens and session ids are kept only as SHA-256 hashes, and
 * an outbox mail's live link only sealed (mail/mail-secrets.ts): a copy of the database signs
 * nobody in.
 */

/** A stored file a mail carries: read from the file store when the mail is sent. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  fileKey: string;
}

const at = (name: string) => timestamp(name, { withTimezone: true });

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

export const signInTokens = pgTable(
  'sign_in_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    returnTo: text('return_to'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    /** Sign-ins tried with this token and another e-mail; a few burn it (revokedAt). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (table) => [
    uniqueIndex('sign_in_tokens_token_hash_unique').on(table.tokenHash),
    index('sign_in_tokens_email_idx').on(table.email),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Values the text and HTML leave out (a live link), sealed; dropped once sent or expired. */
    sealedSecrets: text('sealed_secrets'),
    secretsExpireAt: at('secrets_expire_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    /** Files from the file store sent with the mail (an acceptance record's PDF). */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
  },
  (table) => [
    index('mail_outbox_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

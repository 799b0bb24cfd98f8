import { messageTexts, type MessageAttachment } from '@corner/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { messageAttachments } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';

/*
 * The rows of message attachments (issue 36): written when a file is uploaded, named by the
 * message that carries it when the message is written, in the same transaction.
 */

export type NewAttachmentRow = typeof messageAttachments.$inferInsert;

export async function insertAttachment(db: Db, row: NewAttachmentRow) {
  const [saved] = await db.insert(messageAttachments).values(row).returning();
  if (!saved) throw new Error('The attachment was not written');
  return saved;
}

export async function deleteAttachment(db: Db, id: string) {
  await db.delete(messageAttachments).where(eq(messageAttachments.id, id));
}

export interface AttachedTo {
  projectId: string;
  authorId: string;
  messageId: string;
}

/**
 * Puts these uploads on the message. Each must be the author's upload to this project, on
 * no message yet; otherwise nothing is attached and the caller's transaction is undone (two
 * messages taking the same upload at once: the second finds it taken).
 */
export async function attachUploads(tx: Tx, to: AttachedTo, attachmentIds: string[]) {
  const ids = [...new Set(attachmentIds)];
  if (ids.length === 0) return;
  const attached = await tx
    .update(messageAttachments)
    .set({ messageId: to.messageId })
    .where(
      and(
        inArray(messageAttachments.id, ids),
        eq(messageAttachments.projectId, to.projectId),
        eq(messageAttachments.uploadedById, to.authorId),
        isNull(messageAttachments.messageId),
      ),
    )
    .returning({ id: messageAttachments.id });
  if (attached.length !== ids.length) throw AppError.badRequest(messageTexts.attachmentUnknown);
}

export type AttachmentAnswer = Pick<MessageAttachment, 'url' | 'thumbnailUrl'>;

export function toAttachment(
  row: typeof messageAttachments.$inferSelect,
  urls: AttachmentAnswer,
): MessageAttachment {
  return { id: row.id, kind: row.kind, name: row.name, bytes: row.bytes, ...urls };
}

import { randomBytes } from 'node:crypto';
import {
  errorCodes,
  messageTexts,
  uploadMessages,
  type MessageAttachment,
  type Project,
} from '@corner/contracts';
import type { FastifyInstance } from 'fastify';
import { fileUrl } from '../../../images/image-urls.js';
import { thumbnailsOfUpload } from '../../../images/upload-check.js';
import { AppError } from '../../../lib/app-error.js';
import type { Viewer } from '../../auth/index.js';
import {
  attachmentTooLarge,
  attachmentTypeRefused,
  displayName,
  kindOfUpload,
} from './attachment-file.js';
import { deleteAttachment, insertAttachment, toAttachment } from './attachments-repository.js';

/*
 * Storing a file for the thread (issue 36, decision 60). A picture goes the way of every
 * upload: checked and re-encoded into WebP thumbnails by the images' pipeline. A PDF is kept
 * as it came, under a random name the server chooses. Either is a message attachment row
 * of the project by its uploader, on no message until one takes it.
 */

export interface UploadedFile {
  data: Buffer;
  filename: string;
}

interface Upload {
  project: Project;
  uploader: Viewer;
  name: string;
  data: Buffer;
}

/** The pipeline's refusals in the thread's words. */
function inThreadWords(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === errorCodes.unsupportedMediaType) return attachmentTypeRefused();
  if (error.message === uploadMessages.tooLarge) return attachmentTooLarge();
  return error;
}

async function storePicture(app: FastifyInstance, upload: Upload) {
  const thumbnails = await thumbnailsOfUpload(upload.data).catch((error: unknown) => {
    throw inThreadWords(error);
  });
  const db = app.database.db;
  const image = await app.images.saveThumbnails(db, thumbnails, upload.name);
  // Should the row not be written, the picture is unused and swept with the others.
  const row = await insertAttachment(db, {
    projectId: upload.project.id,
    uploadedById: upload.uploader.id,
    kind: 'picture',
    name: upload.name,
    imageId: image.id,
    bytes: upload.data.length,
  });
  return toAttachment(row, { url: image.thumbnailsFull, thumbnailUrl: image.thumbnailsLarge });
}

/**
 * The row first, then the file, as pictures are stored: a file is never left that no row
 * names. When the file cannot be written the row goes again.
 */
async function storePdf(app: FastifyInstance, upload: Upload) {
  const db = app.database.db;
  const fileKey = `${randomBytes(18).toString('base64url')}.pdf`;
  const row = await insertAttachment(db, {
    projectId: upload.project.id,
    uploadedById: upload.uploader.id,
    kind: 'pdf',
    name: upload.name,
    fileKey,
    bytes: upload.data.length,
  });
  try {
    await app.images.files.put(fileKey, upload.data, 'application/pdf');
  } catch (error) {
    await deleteAttachment(db, row.id).catch((undo: unknown) => {
      // Left unattached, the sweep deletes it within a day.
      app.log.warn({ err: undo, attachmentId: row.id }, 'a failed attachment is left to the sweep');
    });
    throw error;
  }
  return toAttachment(row, { url: fileUrl(fileKey), thumbnailUrl: null });
}

/** Checks the file on its bytes and stores it for the uploader's next message. */
export async function uploadAttachment(
  app: FastifyInstance,
  project: Project,
  uploader: Viewer,
  file: UploadedFile,
): Promise<MessageAttachment> {
  const name = displayName(file.filename);
  const kind = kindOfUpload(file.data, name);
  const upload = { project, uploader, name, data: file.data };
  return kind === 'pdf' ? storePdf(app, upload) : storePicture(app, upload);
}

export const attachmentUploadSentences = {
  notMultipart: messageTexts.attachmentNotMultipart,
  noFile: messageTexts.attachmentMissing,
  oneFile: messageTexts.attachmentOneFile,
  tooLarge: messageTexts.attachmentTooLarge,
};

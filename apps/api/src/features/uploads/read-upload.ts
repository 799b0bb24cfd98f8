import multipart from '@fastify/multipart';
import { errorCodes, uploadLimits, uploadMessages } from '@corner/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';

/*
 * Reading one uploaded file (issue 8, issue 21): multipart/form-data with one file part in the
 * field `uploadLimits.fieldName`, read into memory up to the size limit. A second part is
 * refused, not dropped. The back office's picture uploads and the message attachments
 * (issue 36) both read their file here, each with its own sentences.
 */

/** What the caller is told when the request is not one file within the limit. */
export interface UploadSentences {
  notMultipart: string;
  noFile: string;
  oneFile: string;
  tooLarge: string;
}

export const pictureUploadSentences: UploadSentences = {
  notMultipart: `Send the picture as multipart/form-data in the field "${uploadLimits.fieldName}"`,
  noFile: uploadMessages.noFile,
  oneFile: uploadMessages.oneFile,
  tooLarge: uploadMessages.tooLarge,
};

/**
 * Takes multipart bodies on the routes of this plugin: one file of at most `maxBytes`, no
 * other field. The request's body limit must leave room for the multipart framing.
 */
export async function acceptOneFile(app: FastifyInstance, maxBytes: number) {
  await app.register(multipart, {
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: 0,
      parts: 1,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });
}

/** The multipart errors of a part past the limits of one file and no fields. */
const moreThanOnePart = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

function unreadable(error: unknown, sentences: UploadSentences) {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(errorCodes.payloadTooLarge, sentences.tooLarge, 413);
  }
  if (moreThanOnePart.has(code)) return AppError.badRequest(sentences.oneFile);
  return AppError.badRequest('The upload could not be read');
}

/** The one file part's bytes and name; refuses anything but one file within the limit. */
export async function readOneFile(request: FastifyRequest, sentences: UploadSentences) {
  if (!request.isMultipart()) {
    throw new AppError(errorCodes.unsupportedMediaType, sentences.notMultipart, 415);
  }
  const parts = request.parts();
  try {
    const first = await parts.next();
    const part = first.done ? undefined : first.value;
    if (!part || part.type !== 'file' || part.fieldname !== uploadLimits.fieldName) {
      throw AppError.badRequest(sentences.noFile);
    }
    const data = await part.toBuffer();
    // Reading on shows whether another part follows (the parser's limit error, or a part).
    const next = await parts.next();
    if (!next.done) throw AppError.badRequest(sentences.oneFile);
    return { data, filename: part.filename };
  } catch (error) {
    throw error instanceof AppError ? error : unreadable(error, sentences);
  }
}

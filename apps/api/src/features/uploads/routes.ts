import multipart from '@fastify/multipart';
import { errorCodes, imageSchema, uploadLimits, uploadMessages } from '@corner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { thumbnailsOfUpload } from '../../images/upload-check.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { uploadRateLimiter } from './upload-rate-limit.js';

/*
 * Picture uploads of the back office (issue 8): one file per call, read into memory up to
 * the size limit, checked on its bytes, re-encoded into thumbnails under names the server
 * chooses. Renders, catalog and gallery pictures all come through here, then get attached
 * by their own calls. A second file in the same call is refused, not dropped (issue 21).
 */

export interface UploadRoutesOptions {
  /** Pictures one user may upload a minute. */
  uploadsPerMinute: number;
}

const tooLarge = () => new AppError(errorCodes.payloadTooLarge, uploadMessages.tooLarge, 413);

/** The multipart errors of a part past the limits of one file and no fields. */
const moreThanOnePart = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

const unreadable = (error: unknown) => {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (moreThanOnePart.has(code)) return AppError.badRequest(uploadMessages.oneFile);
  return AppError.badRequest('The upload could not be read');
};

/** The one file part's bytes and name; refuses anything but one file within the limit. */
async function readFile(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError(
      errorCodes.unsupportedMediaType,
      `Send the picture as multipart/form-data in the field "${uploadLimits.fieldName}"`,
      415,
    );
  }
  const parts = request.parts();
  try {
    const first = await parts.next();
    const part = first.done ? undefined : first.value;
    if (!part || part.type !== 'file' || part.fieldname !== uploadLimits.fieldName) {
      throw AppError.badRequest(uploadMessages.noFile);
    }
    const data = await part.toBuffer();
    // Reading on shows whether another part follows (the parser's limit error, or a part).
    const next = await parts.next();
    if (!next.done) throw AppError.badRequest(uploadMessages.oneFile);
    return { data, filename: part.filename };
  } catch (error) {
    throw error instanceof AppError ? error : unreadable(error);
  }
}

const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, options) => {
  await app.register(multipart, {
    limits: {
      fileSize: uploadLimits.maxBytes,
      files: 1,
      fields: 0,
      parts: 1,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });

  app.addHook('preHandler', app.access.caller('staff'));
  const rateLimited = uploadRateLimiter(app, options.uploadsPerMinute);

  app.post(
    '/images',
    {
      bodyLimit: uploadLimits.maxBytes + 1024 * 1024,
      preHandler: rateLimited,
      schema: {
        tags: ['uploads'],
        summary: `Uploads a picture (staff): multipart/form-data, one file in the field "${uploadLimits.fieldName}"`,
        description:
          'JPEG, PNG, WebP, GIF or AVIF, checked on its bytes; at most 15 MB and 40 megapixels. ' +
          'Re-encoded to WebP thumbnails without metadata, stored under names the server chooses. ' +
          'A second file is refused (400). Each user may upload a limited number of pictures a ' +
          'minute (429 with Retry-After past it); 503 with Retry-After when the server is busy or ' +
          'the file storage cannot be reached.',
        consumes: ['multipart/form-data'],
        response: { 201: imageSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { data, filename } = await readFile(request);
      const thumbnails = await thumbnailsOfUpload(data);
      const image = await app.images.saveThumbnails(app.database.db, thumbnails, filename);
      return reply.status(201).send(image);
    },
  );
};

export default uploadRoutes;

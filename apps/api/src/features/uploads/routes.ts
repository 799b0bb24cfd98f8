import multipart from '@fastify/multipart';
import { errorCodes, imageSchema, uploadLimits, uploadMessages } from '@corner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { thumbnailsOfUpload } from '../../images/upload-check.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';

/*
 * Picture uploads of the back office (issue 8): one file per call, read into memory up to
 * the size limit, checked on its bytes, re-encoded into thumbnails under names the server
 * chooses. Renders, catalog and gallery pictures all come through here, then get attached
 * by their own calls.
 */

const tooLarge = () => new AppError(errorCodes.payloadTooLarge, uploadMessages.tooLarge, 413);

/** The one file part's bytes and name; refuses anything but one file within the limit. */
async function readFile(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError(
      errorCodes.unsupportedMediaType,
      `Send the picture as multipart/form-data in the field "${uploadLimits.fieldName}"`,
      415,
    );
  }
  let part;
  try {
    part = await request.file();
  } catch {
    throw AppError.badRequest('The upload could not be read');
  }
  if (!part || part.fieldname !== uploadLimits.fieldName) {
    throw AppError.badRequest(uploadMessages.noFile);
  }
  try {
    return { data: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw AppError.badRequest('The upload could not be read');
  }
}

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.post(
    '/images',
    {
      bodyLimit: uploadLimits.maxBytes + 1024 * 1024,
      schema: {
        tags: ['uploads'],
        summary: `Uploads a picture (staff): multipart/form-data, one file in the field "${uploadLimits.fieldName}"`,
        description:
          'JPEG, PNG, WebP, GIF or AVIF, checked on its bytes; at most 15 MB and 40 megapixels. ' +
          'Re-encoded to WebP thumbnails without metadata, stored under names the server chooses.',
        consumes: ['multipart/form-data'],
        response: { 201: imageSchema, ...errorResponses(400, 401, 403, 413, 415) },
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

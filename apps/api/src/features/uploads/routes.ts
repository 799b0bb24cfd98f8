import { imageSchema, uploadLimits } from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { thumbnailsOfUpload } from '../../images/upload-check.js';
import { errorResponses } from '../../lib/error-responses.js';
import { acceptOneFile, pictureUploadSentences, readOneFile } from './read-upload.js';
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

const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, options) => {
  await acceptOneFile(app, uploadLimits.maxBytes);

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
      const { data, filename } = await readOneFile(request, pictureUploadSentences);
      const thumbnails = await thumbnailsOfUpload(data);
      const image = await app.images.saveThumbnails(app.database.db, thumbnails, filename);
      return reply.status(201).send(image);
    },
  );
};

export default uploadRoutes;

import {
  messageAttachmentSchema,
  messageTexts,
  projectIdParamsSchema,
  uploadLimits,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { accessedProject } from '../../../plugins/access.js';
import { requireViewer } from '../../auth/index.js';
import { acceptOneFile, readOneFile, uploadRateLimiter } from '../../uploads/index.js';
import { refuseOnTheTemplate } from '../write-message.js';
import { attachmentUploadSentences, uploadAttachment } from './upload-attachment.js';

/*
 * A file for the thread (issue 36, decision 60): whoever reads the project's thread uploads
 * one picture or PDF per call, then names it in the message that carries it.
 */

export interface AttachmentRoutesOptions {
  /** Uploads one user may make a minute, counted with their picture uploads. */
  uploadsPerMinute: number;
}

/** The larger of the two limits: a PDF's own is checked once it is read. */
const maxFileBytes = uploadLimits.maxBytes;

export const messageAttachmentRoutes: FastifyPluginAsyncZod<AttachmentRoutesOptions> = async (
  app,
  options,
) => {
  await acceptOneFile(app, maxFileBytes);
  const member = app.access.project({ caller: 'signed-in' });
  const notOnTheTemplate = async (request: Parameters<typeof member>[0]) => {
    refuseOnTheTemplate(accessedProject(request));
  };
  const rateLimited = uploadRateLimiter(
    app,
    options.uploadsPerMinute,
    messageTexts.attachmentsTooFast,
  );

  app.post(
    '/project/:id/message-attachments',
    {
      bodyLimit: maxFileBytes + 1024 * 1024,
      preHandler: [member, notOnTheTemplate, rateLimited],
      schema: {
        tags: ['messages'],
        summary: `Uploads a file for a message: multipart/form-data, one file in the field "${uploadLimits.fieldName}"`,
        description:
          'A picture (JPEG, PNG, WebP, GIF or AVIF, at most 15 MB, re-encoded to WebP thumbnails) ' +
          'or a PDF (at most 10 MB, kept as it came), checked on its bytes; the name must agree ' +
          'with them. Private to the project: only its uploader and staff may fetch it until a ' +
          'message names it in `attachmentIds`; unattached uploads are deleted after a day. ' +
          'Counted with the caller’s other uploads (429 with Retry-After past the limit).',
        consumes: ['multipart/form-data'],
        params: projectIdParamsSchema,
        response: {
          201: messageAttachmentSchema,
          ...errorResponses(400, 401, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const file = await readOneFile(request, attachmentUploadSentences);
      const attachment = await uploadAttachment(
        app,
        accessedProject(request),
        requireViewer(request),
        file,
      );
      return reply.status(201).send(attachment);
    },
  );
};

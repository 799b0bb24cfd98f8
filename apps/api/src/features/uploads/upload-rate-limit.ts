import { uploadMessages } from '@corner/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireViewer } from '../auth/index.js';

/*
 * Uploads a user may make a minute (UPLOADS_PER_MINUTE, 30 by default): enough for a designer
 * dropping a version's renders at once, not for a script filling the disk or the decode
 * queue. Past it the answer is 429 with Retry-After. Counted per user, after the staff check,
 * across every instance when there is Redis (decision 31). Customers' message attachments
 * (issue 36) count here too.
 */

const minute = 60_000;

export function uploadRateLimiter(
  app: FastifyInstance,
  uploadsPerMinute: number,
  message: string = uploadMessages.tooManyUploads,
) {
  // One count per user for every kind of upload (pictures, message attachments): it guards
  // the same disk and decode queue; each route says it in its own words.
  const limit = { name: 'uploads', max: uploadsPerMinute, windowMs: minute, message };
  return async (request: FastifyRequest) => {
    await app.rateLimits.enforce(limit, requireViewer(request).id);
  };
}

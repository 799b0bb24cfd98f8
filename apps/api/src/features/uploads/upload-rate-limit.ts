import { uploadMessages } from '@corner/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireViewer } from '../auth/index.js';

/*
 * Uploads a user may make a minute (UPLOADS_PER_MINUTE, 30 by default): enough for a designer
 * dropping a version's renders at once, not for a script filling the disk or the decode
 * queue. Past it the answer is 429 with Retry-After. Counted per user, after the staff check,
 * across every instance when there is Redis (decision 31).
 */

const minute = 60_000;

export function uploadRateLimiter(app: FastifyInstance, uploadsPerMinute: number) {
  const limit = {
    name: 'uploads',
    max: uploadsPerMinute,
    windowMs: minute,
    message: uploadMessages.tooManyUploads,
  };
  return async (request: FastifyRequest) => {
    await app.rateLimits.enforce(limit, requireViewer(request).id);
  };
}

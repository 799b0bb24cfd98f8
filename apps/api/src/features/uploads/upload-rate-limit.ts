import rateLimit from '@fastify/rate-limit';
import { errorCodes, uploadMessages } from '@corner/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { requireViewer } from '../auth/guards.js';

/*
 * Uploads a user may make a minute (UPLOADS_PER_MINUTE, 30 by default): enough for a designer
 * dropping a version's renders at once, not for a script filling the disk or the decode
 * queue. Past it the answer is 429 with Retry-After. Counted per user, after the staff check;
 * counters live in process memory like the other limits (decision 030).
 */

const minute = 60_000;

export async function uploadRateLimiter(app: FastifyInstance, uploadsPerMinute: number) {
  await app.register(rateLimit, { global: false });
  const check = app.createRateLimit({
    max: uploadsPerMinute,
    timeWindow: minute,
    keyGenerator: (request) => `upload:${requireViewer(request).id}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
      throw new AppError(errorCodes.tooManyRequests, uploadMessages.tooManyUploads, 429);
    }
  };
}

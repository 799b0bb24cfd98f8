import rateLimit from '@fastify/rate-limit';
import { errorCodes } from '@corner/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';

/*
 * Limits on sending sign-in links (PRODUCT.md section 2): per e-mail 1 a minute and 5 an
 * hour, per IP 20 a minute. Unknown e-mails count the same as known ones, so a 429 says
 * nothing about accounts. The counters live in process memory: with several instances each
 * counts on its own (decision 8).
 */

const minute = 60_000;
const hour = 60 * minute;

interface Limit {
  key: (request: FastifyRequest<{ Body: { email: string } }>) => string;
  max: number;
  timeWindow: number;
  message: string;
}

const limits: Limit[] = [
  {
    key: (request) => `sign-in-ip:${request.ip}`,
    max: 20,
    timeWindow: minute,
    message: 'Too many sign-in requests from your network. Try again in a minute.',
  },
  {
    key: (request) => `sign-in-email-minute:${request.body.email}`,
    max: 1,
    timeWindow: minute,
    message: 'A sign-in link was just sent to this address. Wait a minute before asking again.',
  },
  {
    key: (request) => `sign-in-email-hour:${request.body.email}`,
    max: 5,
    timeWindow: hour,
    message: 'Too many sign-in links for this address. Try again in an hour.',
  },
];

/** A preHandler that answers 429 with a message when any of the limits is hit. */
export async function signInRateLimiter(app: FastifyInstance) {
  await app.register(rateLimit, { global: false });
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: (request) => limit.key(request as FastifyRequest<{ Body: { email: string } }>),
    }),
  }));
  return async (request: FastifyRequest) => {
    for (const { limit, check } of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(errorCodes.tooManyRequests, limit.message, 429);
      }
    }
  };
}

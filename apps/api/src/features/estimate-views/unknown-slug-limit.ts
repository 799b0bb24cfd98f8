import rateLimit from '@fastify/rate-limit';
import { errorCodes } from '@corner/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';

/*
 * Guessing slugs is slow: each unknown slug asked for counts against the caller's address,
 * and past the limit further unknown slugs answer 429 until the window ends. A slug that
 * exists always answers and is never counted (issue 21): visitors behind one proxy or office
 * network share an address, and a guesser there must not lock them out of their own pages.
 * The price: a limited guesser still sees a hit as a hit; it can no longer tell a miss from
 * a page that is merely limited, and with TRUST_PROXY set each visitor counts on their own.
 * Counters live in process memory (decision 17.6).
 */
const minute = 60_000;
export const unknownSlugLimit = { max: 20, timeWindow: 10 * minute } as const;

const tooMany = (retryAfterSeconds: number) =>
  new AppError(
    errorCodes.tooManyRequests,
    'Too many requests for estimate pages that do not exist. Try again later.',
    429,
    retryAfterSeconds,
  );

export async function unknownSlugLimiter(app: FastifyInstance) {
  await app.register(rateLimit, { global: false });
  const check = app.createRateLimit({
    ...unknownSlugLimit,
    keyGenerator: (request) => `estimate-slug-miss:${request.ip}`,
  });
  return {
    /** Counts an unknown slug: the error to answer with, 404 or, past the limit, 429. */
    async miss(request: FastifyRequest): Promise<AppError> {
      const result = await check(request);
      return !result.isAllowed && result.isExceeded
        ? tooMany(Math.ceil(result.ttlInSeconds))
        : AppError.notFound('Estimate page');
    },
  };
}

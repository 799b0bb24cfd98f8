import rateLimit from '@fastify/rate-limit';
import { errorCodes } from '@corner/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';

/*
 * Guessing slugs is slow: each unknown slug asked for counts against the caller's IP, and
 * past the limit every estimate-page call from that IP answers 429 until the window ends
 * (else a guesser would still see its hits). Opening real pages never counts, so a visitor
 * who follows a link is never limited. Counters live in process memory (decision 17.6).
 */
const minute = 60_000;
export const unknownSlugLimit = { max: 20, timeWindow: 10 * minute } as const;

const tooMany = () =>
  new AppError(
    errorCodes.tooManyRequests,
    'Too many requests for estimate pages that do not exist. Try again later.',
    429,
  );

export async function unknownSlugLimiter(app: FastifyInstance) {
  await app.register(rateLimit, { global: false });
  const check = app.createRateLimit({
    ...unknownSlugLimit,
    keyGenerator: (request) => `estimate-slug-miss:${request.ip}`,
  });
  return {
    /** Throws 429 when the caller has asked for too many unknown slugs lately. */
    async assertAllowed(request: FastifyRequest): Promise<void> {
      const result = await check(request, { increment: false });
      if (!result.isAllowed && result.isExceeded) throw tooMany();
    },
    /** Counts an unknown slug: the error to answer with, 404 or, past the limit, 429. */
    async miss(request: FastifyRequest): Promise<AppError> {
      const result = await check(request);
      return !result.isAllowed && result.isExceeded
        ? tooMany()
        : AppError.notFound('Estimate page');
    },
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.js';
import { callerAddress } from '../../../rate-limits/caller-address.js';
import type { EnforcedLimit } from '../../../rate-limits/rate-limits.js';

/*
 * Guessing slugs is slow: each unknown slug asked for counts against the caller's address,
 * and past the limit further unknown slugs answer 429 until the window ends. A slug that
 * exists always answers and is never counted (issue 21): visitors behind one proxy or office
 * network share an address, and a guesser there must not lock them out of their own pages.
 * The price: a limited guesser still sees a hit as a hit; it can no longer tell a miss from
 * a page that is merely limited, and with TRUST_PROXY set each visitor counts on their own.
 * With Redis the misses count across every instance (decision 31).
 */
const minute = 60_000;
export const unknownSlugLimit: EnforcedLimit = {
  name: 'estimate-slug-miss',
  max: 20,
  windowMs: 10 * minute,
  message: 'Too many requests for estimate pages that do not exist. Try again later.',
};

export function unknownSlugLimiter(app: FastifyInstance) {
  return {
    /** Counts an unknown slug: the error to answer with, 404 or, past the limit, 429. */
    async miss(request: FastifyRequest): Promise<AppError> {
      await app.rateLimits.enforce(unknownSlugLimit, callerAddress(request));
      return AppError.notFound('Estimate page');
    },
  };
}

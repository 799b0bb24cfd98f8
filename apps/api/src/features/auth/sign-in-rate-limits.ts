import rateLimit from '@fastify/rate-limit';
import { errorCodes } from '@corner/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';

/*
 * Limits on sending sign-in links (PRODUCT.md section 2): per e-mail 1 a minute and 5 an
 * hour, per IP 20 a minute. Unknown e-mails count the same as known ones, so a 429 says
 * nothing about accounts. Limits on signing in with a link: per IP 20 a minute and per token
 * 10 in 10 minutes (a token tried with 5 wrong e-mails is burnt besides, sign-in-tokens.ts).
 * Every 429 says in Retry-After when to try again. The counters live in process memory: with
 * several instances each counts on its own (decision 8).
 */

const minute = 60_000;
const hour = 60 * minute;

type WithBody = FastifyRequest<{ Body: Record<string, string> }>;

interface Limit {
  key: (request: WithBody) => string;
  max: number;
  timeWindow: number;
  message: string;
}

const sendLinkLimits: Limit[] = [
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

const verifyLimits = (hashToken: (token: string) => string): Limit[] => [
  {
    key: (request) => `verify-ip:${request.ip}`,
    max: 20,
    timeWindow: minute,
    message: 'Too many sign-in attempts from your network. Try again in a minute.',
  },
  {
    // Hashed: the counters must not keep live tokens either.
    key: (request) => `verify-token:${hashToken(request.body.token ?? '')}`,
    max: 10,
    timeWindow: 10 * minute,
    message: 'Too many sign-in attempts with this link. Send yourself a new one.',
  },
];

type Check = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

function limiter(app: FastifyInstance, limits: Limit[]): Check {
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: (request) => limit.key(request as WithBody),
    }),
  }));
  return async (request, reply) => {
    for (const { limit, check } of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        throw new AppError(errorCodes.tooManyRequests, limit.message, 429);
      }
    }
  };
}

/** preHandlers that answer 429 with a message and Retry-After when a limit is hit. */
export async function signInRateLimiters(app: FastifyInstance) {
  await app.register(rateLimit, { global: false });
  return {
    sendLink: limiter(app, sendLinkLimits),
    verify: limiter(app, verifyLimits(app.hashToken)),
  };
}

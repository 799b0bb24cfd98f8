import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerAddress } from '../../rate-limits/caller-address.js';
import type { EnforcedLimit } from '../../rate-limits/rate-limits.js';

/*
 * Limits on sending sign-in links (PRODUCT.md section 2): per e-mail 1 a minute and 5 an
 * hour, per IP 20 a minute. Unknown e-mails count the same as known ones, so a 429 says
 * nothing about accounts. Limits on signing in with a link: per IP 20 a minute and per token
 * 10 in 10 minutes (a token tried with 5 wrong e-mails is burnt besides, sign-in-tokens.ts).
 * Every 429 says in Retry-After when to try again. With Redis every instance shares the
 * counts (decision 31); the counters keep digests, never the e-mails or tokens themselves.
 */

const minute = 60_000;
const hour = 60 * minute;

type WithBody = FastifyRequest<{ Body: Record<string, string> }>;

interface SignInLimit extends EnforcedLimit {
  /** What is counted: the caller's address, the e-mail, the token. */
  subject: (request: WithBody) => string;
}

const sendLinkLimits: SignInLimit[] = [
  {
    name: 'sign-in-ip',
    subject: callerAddress,
    max: 20,
    windowMs: minute,
    message: 'Too many sign-in requests from your network. Try again in a minute.',
  },
  {
    name: 'sign-in-email-minute',
    subject: (request) => request.body.email ?? '',
    max: 1,
    windowMs: minute,
    message: 'A sign-in link was just sent to this address. Wait a minute before asking again.',
  },
  {
    name: 'sign-in-email-hour',
    subject: (request) => request.body.email ?? '',
    max: 5,
    windowMs: hour,
    message: 'Too many sign-in links for this address. Try again in an hour.',
  },
];

const verifyLimits: SignInLimit[] = [
  {
    name: 'verify-ip',
    subject: callerAddress,
    max: 20,
    windowMs: minute,
    message: 'Too many sign-in attempts from your network. Try again in a minute.',
  },
  {
    name: 'verify-token',
    subject: (request) => request.body.token ?? '',
    max: 10,
    windowMs: 10 * minute,
    message: 'Too many sign-in attempts with this link. Send yourself a new one.',
  },
];

/** A preHandler counting the limits in order; the first one exceeded answers 429. */
function limiter(app: FastifyInstance, limits: SignInLimit[]) {
  return async (request: FastifyRequest) => {
    for (const limit of limits) {
      await app.rateLimits.enforce(limit, limit.subject(request as WithBody));
    }
  };
}

/** preHandlers that answer 429 with a message and Retry-After when a limit is hit. */
export function signInRateLimiters(app: FastifyInstance) {
  return {
    sendLink: limiter(app, sendLinkLimits),
    verify: limiter(app, verifyLimits),
  };
}

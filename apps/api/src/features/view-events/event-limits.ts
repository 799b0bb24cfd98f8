import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerAddress } from '../../rate-limits/caller-address.js';
import type { RateLimit } from '../../rate-limits/rate-limits.js';

/*
 * Events are counted, not trusted: past a few a minute per IP and page, further events are
 * answered as usual but not stored, so a reload loop cannot inflate the counts and a visitor
 * never meets a limit. Counted like every rate limit, across instances with Redis (decision 31).
 */
const minute = 60_000;
export const eventsPerMinute = 20;
const eventLimit: RateLimit = { name: 'view-events', max: eventsPerMinute, windowMs: minute };

/** A check answering whether this event should be stored. */
export function eventCounter(app: FastifyInstance, scope: (request: FastifyRequest) => string) {
  return async (request: FastifyRequest) =>
    (await app.rateLimits.count(eventLimit, `${scope(request)}:${callerAddress(request)}`)).allowed;
}

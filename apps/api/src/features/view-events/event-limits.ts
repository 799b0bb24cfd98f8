import type { FastifyInstance, FastifyRequest } from 'fastify';

/*
 * Events are counted, not trusted: past a few a minute per IP and page, further events are
 * answered as usual but not stored, so a reload loop cannot inflate the counts and a visitor
 * never meets a limit. Counters live in process memory, as the sign-in limits do.
 */
const minute = 60_000;
export const eventsPerMinute = 20;

/** A check answering whether this event should be stored; needs @fastify/rate-limit. */
export function eventCounter(app: FastifyInstance, scope: (request: FastifyRequest) => string) {
  const check = app.createRateLimit({
    max: eventsPerMinute,
    timeWindow: minute,
    keyGenerator: (request) => `view-events:${scope(request)}:${request.ip}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    return result.isAllowed || !result.isExceeded;
  };
}

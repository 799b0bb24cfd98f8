import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerAddress } from '../../rate-limits/caller-address.js';
import type { RateLimit } from '../../rate-limits/rate-limits.js';

/*
 * Events are counted, not trusted: past a few a minute per visitor (address) and page, further
 * events are answered as usual but not stored, so a reload loop cannot inflate the counts and
 * a visitor never meets a limit. The page is the page itself, never the address it was asked
 * by: `?n=1`, `?n=2`… are one page (decision 49). Counted like every rate limit, across
 * instances with Redis (decision 31). Besides, a page stores at most `storedPerPageAndDay`
 * events a day from all its visitors together; past that only the day's count grows.
 */
const minute = 60_000;
export const eventsPerMinute = 20;
export const storedPerPageAndDay = 500;
const eventLimit: RateLimit = { name: 'view-events', max: eventsPerMinute, windowMs: minute };

/** Whether this visitor's event on `page` is within the per-minute limit. */
export async function withinVisitorLimit(
  app: FastifyInstance,
  request: FastifyRequest,
  page: string,
): Promise<boolean> {
  return (await app.rateLimits.count(eventLimit, `${page}:${callerAddress(request)}`)).allowed;
}

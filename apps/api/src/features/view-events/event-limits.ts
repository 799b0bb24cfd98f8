import { isStaff, type ViewEventRequest } from '@corner/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ViewEventKind } from '../../db/schema.js';
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
    (await app.rateLimits.count(eventLimit, `${scope(request)}:${request.ip}`)).allowed;
}

/**
 * Staff's own opens and presses are not stored at all (decision 42): nothing to leave out of
 * the statistics later, and no record of staff browsing the customers' pages.
 */
export function isStaffCaller(request: FastifyRequest): boolean {
  return request.viewer ? isStaff(request.viewer.type) : false;
}

/** The stored kind of a request's event: a view is an open of the page it was sent from. */
export function storedEvent(
  body: ViewEventRequest,
  openKind: 'estimate-page' | 'customer-estimate',
): { kind: ViewEventKind; designVersionId: string | null } {
  if (body.kind === 'version') return { kind: 'version', designVersionId: body.designVersionId };
  return { kind: body.kind === 'reserve' ? 'reserve' : openKind, designVersionId: null };
}

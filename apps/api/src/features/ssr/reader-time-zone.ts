import { timeZoneCookie } from '@corner/contracts';
import type { FastifyRequest } from 'fastify';

/** The zones this runtime knows, by the names browsers give them. */
const knownZones = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/**
 * The reader's time zone, as their browser remembered it (`timeZoneCookie`, set by the
 * signed-in pages): undefined when it has not, or names no zone this runtime knows.
 */
export function readerTimeZone(request: FastifyRequest): string | undefined {
  const zone = request.cookies[timeZoneCookie];
  if (!zone) return undefined;
  if (knownZones.has(zone)) return zone;
  try {
    // An alias the list does not hold (Etc/UTC, US/Eastern) that Intl still reads.
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { auditEvents } from '../../src/db/schema.js';

/** The audit rows the request of a response wrote, by its x-request-id (issue 39). */
export function auditRowsOf(db: Db, response: { headers: Record<string, unknown> }) {
  const requestId = String(response.headers['x-request-id']);
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.requestId, requestId))
    .orderBy(auditEvents.id);
}

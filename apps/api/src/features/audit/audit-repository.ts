import type { AuditEntityKind, AuditEvent, AuditQuery } from '@corner/contracts';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';

/*
 * Reading the trail (issue 39): newest first, a page at a time from a cursor (the id of the last
 * event seen), so any page is an index range, never an offset over years of rows.
 */

type AuditRow = typeof auditEvents.$inferSelect;
export type AuditFilters = Omit<AuditQuery, 'before' | 'limit'>;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/*
 * A page filtered by dates walks the (occurred_at, id) index from the range's end, so a month
 * two hundred days back is as quick as today; without dates the id is the order. Its cursor is
 * still the last event's id: the row's (occurred_at, id) is looked up by it.
 */
const byDate = (filters: AuditFilters) => Boolean(filters.from || filters.to);

function afterCursor(filters: AuditFilters, before: string): SQL {
  if (!byDate(filters)) return lt(auditEvents.id, Number(before));
  return sql`(${auditEvents.occurredAt}, ${auditEvents.id}) < (select occurred_at, id from audit_events where id = ${Number(before)})`;
}

function auditWhere(
  filters: AuditFilters & { projectId?: string },
  before?: string,
): SQL | undefined {
  return and(
    filters.projectId ? eq(auditEvents.projectId, filters.projectId) : undefined,
    filters.actor ? eq(auditEvents.actorEmail, filters.actor) : undefined,
    filters.kind ? eq(auditEvents.entityKind, filters.kind) : undefined,
    filters.from ? gte(auditEvents.occurredAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(auditEvents.occurredAt, nextDay(filters.to)) : undefined,
    before ? afterCursor(filters, before) : undefined,
  );
}

export function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: String(row.id),
    occurredAt: row.occurredAt.toISOString(),
    actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole },
    requestId: row.requestId,
    summary: row.summary,
    entity: { kind: row.entityKind, id: row.entityId, label: row.entityLabel },
    projectId: row.projectId,
    changes: row.changes,
  };
}

export async function auditPage(
  db: Db,
  query: AuditFilters & { projectId?: string; before?: string; limit: number },
) {
  const { before, limit, ...filters } = query;
  const rows = await db
    .select()
    .from(auditEvents)
    .where(auditWhere(filters, before))
    .orderBy(...(byDate(filters) ? [desc(auditEvents.occurredAt)] : []), desc(auditEvents.id))
    .limit(limit + 1);
  const events = rows.slice(0, limit).map(toAuditEvent);
  return {
    events,
    nextBefore: rows.length > limit ? (events.at(-1)?.id ?? null) : null,
  };
}

/** Every event the filters choose, newest first, a batch at a time (the CSV export). */
export async function* auditBatches(db: Db, filters: AuditFilters, batchSize = 1000) {
  let before: string | undefined;
  for (;;) {
    const page = await auditPage(db, { ...filters, before, limit: batchSize });
    if (page.events.length > 0) yield page.events;
    if (!page.nextBefore) return;
    before = page.nextBefore;
  }
}

/** The newest change recorded of one thing, or null. */
export async function lastChange(db: Db, kind: AuditEntityKind, entityId: string) {
  const [row] = await db
    .select({ actorEmail: auditEvents.actorEmail, occurredAt: auditEvents.occurredAt })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, kind), eq(auditEvents.entityId, entityId)))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row
    ? { actor: { email: row.actorEmail }, occurredAt: row.occurredAt.toISOString() }
    : null;
}

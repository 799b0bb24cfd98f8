import type { CustomerActivity, ViewStatistics } from '@corner/contracts';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { designVersions, projects, viewEvents } from '../../db/schema.js';
import { calendarDateIn } from '../../lib/company-time.js';

/*
 * Who opened what (issue 25, decision 42), read for staff only. Staff's events are not stored;
 * rows stored before that rule (or by a user made staff since) are left out here too.
 */

/** Kinds that count as an open of the estimate page. */
const openKinds = ['estimate-page', 'customer-estimate'] as const;
export const seriesDays = 30;

/** The event is a customer's or a signed-out visitor's, never staff's. */
const byCustomer = sql`(${viewEvents.userId} is null or not exists (
  select 1 from users staff where staff.id = ${viewEvents.userId} and staff.type <> 'customer'))`;

export type StatisticsScope = { estimatePageId: string } | { projectId: string };

function inScope(scope: StatisticsScope): SQL {
  return 'estimatePageId' in scope
    ? eq(viewEvents.estimatePageId, scope.estimatePageId)
    : eq(viewEvents.projectId, scope.projectId);
}

/** The calendar date `days` before a date ("2026-03-01" minus 1 is "2026-02-28"). */
function daysBefore(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
}

/**
 * Opens, distinct days, presses, versions seen and the 30-day series of one page or project.
 * Days are calendar days in TIME_ZONE: opens are counted in 15-minute bins in the database
 * (every time zone's offset is a multiple of 15 minutes), and each bin is dated here.
 */
export async function viewStatistics(
  db: Db,
  scope: StatisticsScope,
  now: Date,
  timeZone: string,
): Promise<Omit<ViewStatistics, 'customerEmails'>> {
  const where = and(inScope(scope), byCustomer);
  const isOpen = inArray(viewEvents.kind, [...openKinds]);
  const bin = sql<string>`date_bin('15 minutes', ${viewEvents.createdAt}, timestamptz '2000-01-01T00:00:00Z')`;
  const [totals, bins, versions] = await Promise.all([
    db
      .select({
        opens: sql<number>`cast(count(*) filter (where ${isOpen}) as int)`,
        lastOpenedAt: sql<string | null>`max(${viewEvents.createdAt}) filter (where ${isOpen})`,
        reservePresses: sql<number>`cast(count(*) filter (where ${viewEvents.kind} = 'reserve') as int)`,
      })
      .from(viewEvents)
      .where(where),
    db.select({ bin, opens: count() }).from(viewEvents).where(and(where, isOpen)).groupBy(bin),
    db
      .select({ designVersionId: designVersions.id, name: designVersions.name, views: count() })
      .from(viewEvents)
      .innerJoin(designVersions, eq(designVersions.id, viewEvents.designVersionId))
      .where(and(where, eq(viewEvents.kind, 'version')))
      .groupBy(designVersions.id, designVersions.name)
      .orderBy(asc(designVersions.name), asc(designVersions.id)),
  ]);
  const perDay = new Map<string, number>();
  for (const row of bins) {
    const date = calendarDateIn(new Date(row.bin), timeZone);
    perDay.set(date, (perDay.get(date) ?? 0) + row.opens);
  }
  const today = calendarDateIn(now, timeZone);
  const opensPerDay = Array.from({ length: seriesDays }, (_, index) => {
    const date = daysBefore(today, seriesDays - 1 - index);
    return { date, opens: perDay.get(date) ?? 0 };
  });
  const total = totals[0];
  return {
    opens: total?.opens ?? 0,
    openDays: perDay.size,
    lastOpenedAt: total?.lastOpenedAt ? new Date(total.lastOpenedAt).toISOString() : null,
    reservePresses: total?.reservePresses ?? 0,
    versionsViewed: versions,
    opensPerDay,
  };
}

/* The customer's last activity per project, for the staff's projects list. */

// Written with qualified names: drizzle leaves the table out of a column in a one-table select.
const byCustomerEvent = sql.raw(`(event.user_id is null or not exists (
  select 1 from users staff where staff.id = event.user_id and staff.type <> 'customer'))`);
const lastEvent = (kinds: string[]) =>
  sql<string | null>`(select max(event.created_at) from view_events event
    where event.project_id = projects.id
    and event.kind in (${sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )}) and ${byCustomerEvent})`;
const lastReserved = sql<string | null>`(select max(reservation.created_at)
  from reservations reservation
  inner join estimates estimate on estimate.id = reservation.estimate_id
  inner join design_versions version on version.id = estimate.design_version_id
  where version.project_id = projects.id)`;
const lastRequote = sql<string | null>`(select max(request.created_at)
  from requote_requests request where request.project_id = projects.id)`;

const activityColumns = {
  opened: lastEvent([...openKinds]),
  'pressed-reserve': lastEvent(['reserve']),
  reserved: lastReserved,
  requote: lastRequote,
} satisfies Record<CustomerActivity['kind'], SQL>;

/** When the project's customer last did anything; SQL of the projects query, for sorting. */
export const lastActivityAt = sql`greatest(${sql.join(Object.values(activityColumns), sql`, `)})`;

/** The last activity of each project, by id; projects with none are left out. */
export async function lastActivities(db: Db, projectIds: string[]) {
  const byProject = new Map<string, CustomerActivity>();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .select({ id: projects.id, ...activityColumns })
    .from(projects)
    .where(inArray(projects.id, projectIds));
  for (const { id, ...times } of rows) {
    let last: CustomerActivity | null = null;
    for (const [kind, at] of Object.entries(times)) {
      if (!at) continue;
      const iso = new Date(at).toISOString();
      if (!last || iso > last.at) last = { kind: kind as CustomerActivity['kind'], at: iso };
    }
    if (last) byProject.set(id, last);
  }
  return byProject;
}

import {
  addDays,
  currencyDecimals,
  estimateCurrencies,
  pipelineOpenedWaitDays,
  roundMoney,
  type PipelinePeriod,
  type PipelineStepKey,
  type PipelineValue,
  type PipelineWaiting,
} from '@corner/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';

/*
 * The pipeline's SQL (issue 39 point 3; the definitions are in README.md beside this file).
 * One statement for the funnel: the cohort's leads (an index range on enquiries.created_at and
 * projects.created_at), then each later step joined per project from tables a project has a
 * handful of rows in (batches, estimate pages, estimates, acceptances, reservations, scheduled
 * payments). 'Opened' reads `estimate_pages.first_opened_at`, set by the first open, so the
 * funnel reads no view event and no audit row. The waiting lists are an index range each.
 */

/** Whose projects: every project, or a designer's. */
export type PipelineScope = { designerId: string } | null;

export interface StepFigures {
  key: PipelineStepKey;
  count: number;
  medianDays: number | null;
  timed: number;
  values: PipelineValue[];
}

/** The rows of a statement: both drivers (node-postgres, PGlite) answer them as `rows`. */
async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const ofDesigner = (scope: PipelineScope, column: SQL): SQL =>
  scope ? sql`${column} = ${scope.designerId}::uuid` : sql`true`;

/** Days from `earlier` to `later`, for the medians: only where both are known and in order. */
const days = (earlier: string, later: string, also: SQL = sql`true`) => {
  const known = sql.raw(`${earlier} is not null and ${later} >= ${earlier}`);
  const span = sql.raw(`extract(epoch from ${later} - ${earlier})::float8 / 86400`);
  return {
    median: sql`percentile_cont(0.5) within group (order by ${span}) filter (where ${known} and ${also})`,
    timed: sql`count(*) filter (where ${known} and ${also})::int`,
  };
};

const timings = {
  converted: days('entered_at', 'converted_at', sql`enquiry_id is not null`),
  published: days('converted_at', 'published_at'),
  opened: days('published_at', 'opened_at'),
  committed: days('opened_at', 'committed_at'),
  paid: days('committed_at', 'paid_at'),
};

/** The currencies of estimates (and so of what is paid for them): one column each below. */
const currencies = estimateCurrencies;
type Currency = (typeof currencies)[number];
const valuedSteps = ['published', 'opened', 'committed', 'paid'] as const;
type ValuedStep = (typeof valuedSteps)[number];

type FunnelRow = Record<`${Exclude<PipelineStepKey, 'enquiry'>}_median`, number | null> &
  Record<`${Exclude<PipelineStepKey, 'enquiry'>}_timed` | PipelineStepKey, number> &
  Record<`${ValuedStep}_${Currency}_amount`, string | null> &
  Record<`${ValuedStep}_${Currency}_count`, number>;

/** A step's value in a currency: the sum and how many it adds up, as two columns. */
function valueColumns(step: ValuedStep, currency: Currency): SQL {
  const name = (what: string) => sql.raw(`${step}_${currency}_${what}`);
  const code = sql.raw(`'${currency}'`);
  if (step === 'paid') {
    const reserved = sql`paid_at is not null and reserved_currency = ${code}`;
    return sql`coalesce(sum(reserved_amount) filter (where ${reserved}), 0)
        + coalesce(sum(paid_${sql.raw(currency)}_amount), 0) as ${name('amount')},
      (count(*) filter (where ${reserved} and reserved_amount is not null)
        + coalesce(sum(paid_${sql.raw(currency)}_count), 0))::int as ${name('count')}`;
  }
  const [reached, currencyColumn, total] =
    step === 'committed'
      ? ['at_committed', 'commit_currency', 'commit_total']
      : [`at_${step}`, 'page_currency', 'page_total'];
  const where = sql.raw(
    `${reached} and ${currencyColumn} = '${currency}' and ${total} is not null`,
  );
  return sql`sum(${sql.raw(total)}) filter (where ${where}) as ${name('amount')},
    count(*) filter (where ${where})::int as ${name('count')}`;
}

/** What a project paid in each currency beyond its deposit: the schedule's paid payments. */
const paidColumns = sql.join(
  currencies.map((currency) =>
    sql.raw(`sum(sp.amount_paid) filter (where lower(sp.currency) = '${currency}') as paid_${currency}_amount,
        count(*) filter (where lower(sp.currency) = '${currency}') as paid_${currency}_count`),
  ),
  sql`, `,
);

/** One decimal, as the page shows it. */
const oneDecimal = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** An exact sum, written with the currency's decimals (the contracts' money module). */
const exactAmount = (amount: string, currency: string) =>
  roundMoney(amount, currency).toFixed(currencyDecimals(currency));

/**
 * The funnel of the cohort whose first step fell in the period (UTC days, inclusive), followed
 * up to now: each step's count, median days from the step before, and value per currency.
 */
export async function pipelineFunnel(
  db: Db,
  period: PipelinePeriod,
  scope: PipelineScope,
): Promise<StepFigures[]> {
  const from = dayStart(period.from);
  const until = dayStart(addDays(period.to, 1));
  const inPeriod = (column: SQL) =>
    sql`${column} >= ${from}::timestamptz and ${column} < ${until}::timestamptz`;
  const values = sql.join(
    valuedSteps.flatMap((step) => currencies.map((currency) => valueColumns(step, currency))),
    sql`, `,
  );
  // JIT compiling would cost more than the statement itself at any size a company reaches, and
  // PostgreSQL turns it on by cost alone: off for this transaction (PGlite has none to turn off).
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rowsOf<FunnelRow>(
      tx,
      sql`
    with enquiry_leads as materialized (
      -- The period's enquiries, with the project each became (the scope's, not a template).
      select e.id as enquiry_id, e.created_at as entered_at, p.id as project_id,
        p.created_at as converted_at
      from enquiries e
      left join projects p on p.id = e.project_id and not p.is_demo
        and ${ofDesigner(scope, sql`p.designer_id`)}
      where ${inPeriod(sql`e.created_at`)}
    ),
    cohort as (
      -- The leads that became a project: those enquiries converted, and the period's projects
      -- made without one.
      select enquiry_id, entered_at, project_id, converted_at
      from enquiry_leads where project_id is not null
      union all
      select null, p.created_at, p.id, p.created_at
      from projects p
      where ${inPeriod(sql`p.created_at`)} and not p.is_demo
        and ${ofDesigner(scope, sql`p.designer_id`)}
        and not exists (select 1 from enquiries e where e.project_id = p.id)
    ),
    -- Per project of the cohort, over tables a project has a few rows in, each read once and
    -- hashed: the work follows the period's cohort, not the whole history.
    page_rows as materialized (
      select b.project_id, pg.created_at, pg.first_opened_at, pg.batch_id, pg.design_version_id
      from batches b join estimate_pages pg on pg.batch_id = b.id
      where b.project_id in (select project_id from cohort)
    ),
    pages as (
      select project_id, min(created_at) as published_at, min(first_opened_at) as opened_at,
        max(created_at) as latest_at
      from page_rows group by project_id
    ),
    -- The total of the estimate the latest page shows: its version's newest in its batch.
    shown as (
      select distinct on (pages.project_id) pages.project_id, es.currency, es.total_cost
      from pages
      join page_rows latest
        on latest.project_id = pages.project_id and latest.created_at = pages.latest_at
      join estimates es
        on es.batch_id = latest.batch_id and es.design_version_id = latest.design_version_id
      order by pages.project_id, es.created_at desc, es.id desc
    ),
    paid as (
      select sp.project_id, min(sp.paid_at) as paid_at, ${paidColumns}
      from scheduled_payments sp
      where sp.paid_at is not null and sp.refunded_at is null
        and sp.project_id in (select project_id from cohort)
      group by sp.project_id
    ),
    facts as (
      select c.enquiry_id, c.entered_at, c.project_id, c.converted_at,
        pages.published_at, pages.opened_at,
        least(acc.accepted_at, res.created_at) as committed_at,
        least(res.created_at, paid.paid_at) as paid_at,
        shown.currency as shown_currency, shown.total_cost as shown_total,
        held.currency as held_currency, held.total_cost as held_total,
        res.amount as reserved_amount, lower(res.currency) as reserved_currency,
        ${sql.join(
          currencies.map((currency) =>
            sql.raw(`paid.paid_${currency}_amount, paid.paid_${currency}_count`),
          ),
          sql`, `,
        )}
      from cohort c
      left join pages on pages.project_id = c.project_id
      left join shown on shown.project_id = c.project_id
      left join acceptances acc on acc.project_id = c.project_id and acc.withdrawn_at is null
      left join reservations res on res.project_id = c.project_id and res.refunded_at is null
      -- The accepted estimate, else the reserved one.
      left join estimates held on held.id = coalesce(acc.estimate_id, res.estimate_id)
      left join paid on paid.project_id = c.project_id
    ),
    reached as (
      select f.*,
        coalesce(f.published_at, f.opened_at, f.committed_at, f.paid_at) is not null as at_published,
        coalesce(f.opened_at, f.committed_at, f.paid_at) is not null as at_opened,
        coalesce(f.committed_at, f.paid_at) is not null as at_committed,
        case when f.shown_total is not null then f.shown_currency else f.held_currency end as page_currency,
        coalesce(f.shown_total, f.held_total) as page_total,
        case when f.held_total is not null then f.held_currency else f.shown_currency end as commit_currency,
        coalesce(f.held_total, f.shown_total) as commit_total
      from facts f
    )
    select
      -- The period's enquiries nobody converted (a designer's pipeline has none of its own).
      count(*)::int + ${
        scope ? sql`0` : sql`(select count(*)::int from enquiry_leads where project_id is null)`
      } as enquiry,
      count(*)::int as converted,
      count(*) filter (where at_published)::int as published,
      count(*) filter (where at_opened)::int as opened,
      count(*) filter (where at_committed)::int as committed,
      count(*) filter (where paid_at is not null)::int as paid,
      ${timings.converted.median} as converted_median, ${timings.converted.timed} as converted_timed,
      ${timings.published.median} as published_median, ${timings.published.timed} as published_timed,
      ${timings.opened.median} as opened_median, ${timings.opened.timed} as opened_timed,
      ${timings.committed.median} as committed_median, ${timings.committed.timed} as committed_timed,
      ${timings.paid.median} as paid_median, ${timings.paid.timed} as paid_timed,
      ${values}
    from reached
  `,
    );
  });
  if (!row) throw new Error('The funnel answered no row');
  const valuesOf = (step: ValuedStep): PipelineValue[] =>
    currencies.flatMap((currency) => {
      const amount = row[`${step}_${currency}_amount`];
      const count = row[`${step}_${currency}_count`];
      return amount === null || count === 0
        ? []
        : [{ currency, amount: exactAmount(amount, currency), count }];
    });
  const timed = (key: Exclude<PipelineStepKey, 'enquiry'>) => ({
    medianDays: oneDecimal(row[`${key}_median`]),
    timed: row[`${key}_timed`],
  });
  return [
    { key: 'enquiry', count: row.enquiry, medianDays: null, timed: 0, values: [] },
    { key: 'converted', count: row.converted, ...timed('converted'), values: [] },
    {
      key: 'published',
      count: row.published,
      ...timed('published'),
      values: valuesOf('published'),
    },
    { key: 'opened', count: row.opened, ...timed('opened'), values: valuesOf('opened') },
    {
      key: 'committed',
      count: row.committed,
      ...timed('committed'),
      values: valuesOf('committed'),
    },
    { key: 'paid', count: row.paid, ...timed('paid'), values: valuesOf('paid') },
  ];
}

/** How many rows each waiting list shows: the oldest; the total says how many wait. */
export const waitingListLength = 20;

const iso = (value: Date | string) => new Date(value).toISOString();

interface Counted {
  total: number;
}

/** What waits now, whatever the period: each list oldest first, with how many wait in all. */
export async function pipelineWaiting(
  db: Db,
  scope: PipelineScope,
  now: Date,
): Promise<PipelineWaiting> {
  const openedBefore = new Date(now.getTime() - pipelineOpenedWaitDays * 86_400_000);
  const limit = waitingListLength;
  const [enquiries, opened, requotes, payments] = await Promise.all([
    scope
      ? []
      : rowsOf<Counted & { id: string; name: string; created_at: Date | string }>(
          db,
          sql`
          select e.id, e.name, e.created_at, count(*) over ()::int as total
          from enquiries e where e.status = 'new'
          order by e.created_at, e.id limit ${limit}`,
        ),
    rowsOf<
      Counted & { project_id: string; project_name: string; page_name: string; opened_at: Date }
    >(
      db,
      sql`
      with latest as (
        select distinct on (b.project_id) b.project_id, pg.name, pg.first_opened_at
        from batches b join estimate_pages pg on pg.batch_id = b.id
        order by b.project_id, pg.created_at desc, pg.id desc
      )
      select p.id as project_id, p.name as project_name, latest.name as page_name,
        latest.first_opened_at as opened_at, count(*) over ()::int as total
      from latest join projects p on p.id = latest.project_id
      where not p.is_demo and ${ofDesigner(scope, sql`p.designer_id`)}
        and latest.first_opened_at <= ${openedBefore.toISOString()}::timestamptz
        and not exists (select 1 from reservations r
          where r.project_id = p.id and r.refunded_at is null)
        and not exists (select 1 from acceptances a
          where a.project_id = p.id and a.withdrawn_at is null)
      order by latest.first_opened_at, p.id limit ${limit}`,
    ),
    rowsOf<
      Counted & {
        id: string;
        project_id: string;
        project_name: string;
        reference: string;
        created_at: Date;
      }
    >(
      db,
      sql`
      select rr.id, rr.project_id, p.name as project_name, es.reference, rr.created_at,
        count(*) over ()::int as total
      from requote_requests rr
      join projects p on p.id = rr.project_id
      join estimates es on es.id = rr.estimate_id
      where rr.closed_at is null and ${ofDesigner(scope, sql`p.designer_id`)}
      order by rr.created_at, rr.id limit ${limit}`,
    ),
    scope
      ? rowsOf<{ project_id: string }>(
          db,
          sql`
          select distinct sp.project_id from scheduled_payments sp
          join projects p on p.id = sp.project_id
          where p.designer_id = ${scope.designerId}::uuid
            and sp.paid_at is null and sp.refunded_at is null`,
        )
      : null,
  ]);
  const total = (rows: Counted[]) => rows[0]?.total ?? 0;
  return {
    notContacted: {
      items: enquiries.map((row) => ({
        id: row.id,
        name: row.name,
        receivedAt: iso(row.created_at),
      })),
      total: total(enquiries),
    },
    openedNotReserved: {
      items: opened.map((row) => ({
        projectId: row.project_id,
        projectName: row.project_name,
        pageName: row.page_name,
        openedAt: iso(row.opened_at),
      })),
      total: total(opened),
    },
    requotes: {
      items: requotes.map((row) => ({
        id: row.id,
        projectId: row.project_id,
        projectName: row.project_name,
        estimateReference: row.reference,
        requestedAt: iso(row.created_at),
      })),
      total: total(requotes),
    },
    paymentProjectIds: payments ? payments.map((row) => row.project_id).sort() : null,
  };
}

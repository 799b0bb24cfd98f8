// Demo data scaled up, written with set-based SQL through the API's own schema module (the
// compiled apps/api/src/db/schema.ts), so a few statements load thousands of rows. Each bench
// project: one customer, 20 design versions of 150 item lines, 10 batches holding all 20
// versions (with parameters), estimates (full snapshots) from the newest 3 batches, and one
// estimate page on the newest batch, slug `bench-<n>`.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/dist/db/client.js';
import * as schema from '../../apps/api/dist/db/schema.js';
import { timeZoneCookie } from '../../packages/contracts/dist/dates.js';

export const versionsPerProject = 20;
export const linesPerVersion = 150;
export const batchesPerProject = 10;
const estimatedBatches = 3;

const {
  batchDesignVersions,
  batches,
  designVersions,
  estimatePages,
  estimateParams,
  estimates,
  itemLines,
  projectCustomers,
  projects,
  sessions,
  users,
} = schema;

/** `"a", "b"` for an INSERT column list, from the schema's own column names. */
const columns = (table, ...keys) => sql.raw(keys.map((key) => `"${table[key].name}"`).join(', '));

const benchProject = (range) =>
  sql`${projects.name} like 'Bench project %' and split_part(${projects.name}, ' ', 3)::int between ${range.from} and ${range.to}`;

/** Loads bench projects number `from` to `to` (1-based, inclusive) into the database. */
export async function loadBenchData(db, range) {
  const inRange = benchProject(range);
  await db.execute(sql`
    insert into ${users} (${columns(users, 'email', 'name', 'type')})
    select 'bench-customer-' || n || '@bench.example', 'Bench customer ' || n, 'customer'
    from generate_series(${range.from}::int, ${range.to}::int) n`);
  await db.execute(sql`
    insert into ${projects} (${columns(projects, 'name', 'status', 'createdAt')})
    select 'Bench project ' || n, 'estimation', now() - n * interval '1 minute'
    from generate_series(${range.from}::int, ${range.to}::int) n`);
  await db.execute(sql`
    insert into ${projectCustomers} (${columns(projectCustomers, 'projectId', 'userId')})
    select ${projects.id}, ${users.id} from ${projects} join ${users}
      on ${users.email} = 'bench-customer-' || split_part(${projects.name}, ' ', 3) || '@bench.example'
    where ${inRange}`);
  await db.execute(sql`
    insert into ${designVersions} (${columns(designVersions, 'projectId', 'name', 'createdAt')})
    select ${projects.id}, 'Version ' || v, now() - (${versionsPerProject} - v) * interval '1 hour'
    from ${projects}, generate_series(1, ${versionsPerProject}::int) v where ${inRange}`);
  await db.execute(sql`
    insert into ${itemLines} (${columns(itemLines, 'designVersionId', 'category', 'name', 'quantity', 'unit', 'unitPrice', 'position')})
    select ${designVersions.id},
      (array['front','box','hardware','functionality','opening-system','accessory','countertop'])[1 + l % 7],
      'Item ' || l, 1 + l % 5, 'pcs', (10 + l % 50)::numeric(14, 2), l
    from ${designVersions} join ${projects} on ${projects.id} = ${designVersions.projectId},
      generate_series(1, ${linesPerVersion}::int) l
    where ${inRange}`);
  await db.execute(sql`
    with source as (
      select ${projects.id} as project_id, b, gen_random_uuid() as params_id
      from ${projects}, generate_series(1, ${batchesPerProject}::int) b where ${inRange}
    ), params as (
      insert into ${estimateParams} (${columns(estimateParams, 'id', 'country', 'size', 'distance', 'currency')})
      select params_id, 'eu', 'small', 'near', 'usd' from source returning 1
    )
    insert into ${batches} (${columns(batches, 'projectId', 'name', 'estimateParamsId', 'createdAt')})
    select project_id, 'Batch ' || b, params_id, now() - (${batchesPerProject} - b) * interval '1 minute'
    from source`);
  await db.execute(sql`
    insert into ${batchDesignVersions} (${columns(batchDesignVersions, 'batchId', 'designVersionId')})
    select ${batches.id}, ${designVersions.id}
    from ${batches} join ${projects} on ${projects.id} = ${batches.projectId}
      join ${designVersions} on ${designVersions.projectId} = ${projects.id}
    where ${inRange}`);
  await insertEstimates(db, inRange);
  await db.execute(sql`
    insert into ${estimatePages} (${columns(estimatePages, 'batchId', 'designVersionId', 'name', 'slug')})
    select ${batches.id}, null, 'Bench estimate ' || split_part(${projects.name}, ' ', 3),
      'bench-' || split_part(${projects.name}, ' ', 3)
    from ${batches} join ${projects} on ${projects.id} = ${batches.projectId}
    where ${inRange} and ${batches.name} = ${`Batch ${batchesPerProject}`}`);
  await db.execute(sql`analyze`);
}

/** Estimates of every version in the newest batches, priced from their lines, with snapshots. */
async function insertEstimates(db, inRange) {
  const sum = (categories) =>
    sql.raw(
      `coalesce(sum(quantity * unit_price) filter (where category in (${categories
        .map((category) => `'${category}'`)
        .join(', ')})), 0)`,
    );
  await db.execute(sql`
    insert into ${estimates} (${columns(estimates, 'designVersionId', 'batchId', 'currency', 'materialsCost', 'componentsCost', 'countertopCost', 'assemblyCost', 'deliveryCost', 'measurementsCost', 'installationCost', 'totalCost', 'validUntil', 'priceListVersion', 'snapshot', 'createdAt')})
    select bdv.design_version_id, b.id, 'usd', t.materials, t.components, t.countertop, 0, 720, 0, 0,
      t.materials + t.components + t.countertop + 720, current_date + 30, 1,
      jsonb_build_object('params', jsonb_build_object('country', 'eu', 'size', 'small'), 'lines', t.lines),
      b.created_at
    from ${batches} b join ${projects} on ${projects.id} = b.project_id
      join ${batchDesignVersions} bdv on bdv.batch_id = b.id,
      lateral (
        select ${sum(['front', 'box'])} as materials,
          ${sum(['hardware', 'functionality', 'opening-system', 'accessory'])} as components,
          ${sum(['countertop'])} as countertop,
          jsonb_agg(to_jsonb(l)) as lines
        from ${itemLines} l where l.design_version_id = bdv.design_version_id
      ) t
    where ${inRange} and split_part(b.name, ' ', 2)::int > ${batchesPerProject - estimatedBatches}`);
}

/** The ids the bench calls with, for bench project `n`. */
export async function benchTargets(db, n) {
  const { rows } = await db.execute(sql`
    select p.id as project_id, b.id as batch_id, c.id as customer_id
    from ${projects} p join ${batches} b on b.project_id = p.id
      join ${projectCustomers} pc on pc.project_id = p.id join ${users} c on c.id = pc.user_id
    where p.name = ${`Bench project ${n}`} and b.name = ${`Batch ${batchesPerProject}`}`);
  const [row] = rows;
  if (!row) throw new Error(`bench project ${n} is missing`);
  return { projectId: row.project_id, batchId: row.batch_id, customerId: row.customer_id };
}

/**
 * A Cookie header with a new session of a user, written the way the session store writes one (the portal runs
 * without SESSION_SECRET, so the stored hash is the token's SHA-256).
 */
export async function sessionCookie(db, email) {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await db.execute(sql`
    insert into ${sessions} (${columns(sessions, 'tokenHash', 'userId', 'expiresAt')})
    select ${tokenHash}, ${users.id}, now() + interval '1 day' from ${users}
    where ${users.email} = ${email}`);
  // With the zone a browser on this machine remembers: the portal renders the customer's pages
  // on the server only for a browser that has said where it is (decision 69).
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `corner_session=${token}; ${timeZoneCookie}=${encodeURIComponent(zone)}`;
}

/** The page Lighthouse opens, on bench project 1, when the demo data does not have it. */
export async function ensureDemoEstimatePage(db) {
  await db.execute(sql`
    insert into ${estimatePages} (${columns(estimatePages, 'batchId', 'name', 'slug')})
    select b.id, 'Demo kitchen estimate', 'demo-kitchen-estimate'
    from ${batches} b join ${projects} p on p.id = b.project_id
    where p.name = 'Bench project 1' and b.name = ${`Batch ${batchesPerProject}`}
    on conflict do nothing`);
}

/**
 * The demo's own reads (issue 27: their answers are a few kB, not the bench's 63 kB): the
 * project and batch of the demo estimate page, `demo-kitchen-estimate`, and a session of the
 * project's customer. Null when the page is the bench's stand-in (no demo data).
 */
export async function demoTargets(db) {
  const { rows } = await db.execute(sql`
    select b.project_id, b.id as batch_id, c.email as customer_email
    from ${estimatePages} e join ${batches} b on b.id = e.batch_id
      join ${projects} p on p.id = b.project_id
      join ${projectCustomers} pc on pc.project_id = p.id join ${users} c on c.id = pc.user_id
    where e.slug = 'demo-kitchen-estimate' and p.name not like 'Bench project %'
    limit 1`);
  const [row] = rows;
  if (!row) return null;
  return {
    projectId: row.project_id,
    batchId: row.batch_id,
    customerCookie: await sessionCookie(db, row.customer_email),
  };
}

/** The demo project and its customer's and designer's sessions; null without the demo data. */
export async function demoSessions(target) {
  const database = await openDatabase(target);
  try {
    const demo = await demoTargets(database.db);
    if (!demo) return null;
    return { ...demo, staffCookie: await sessionCookie(database.db, 'designer@corner.example') };
  } finally {
    await database.close();
  }
}

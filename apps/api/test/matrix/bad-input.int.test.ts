import { errorBodySchema } from '@corner/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewers } from '../helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../helpers/sessions.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { defaultParams, seedMatrixState, type MatrixState } from './domain-state.js';
import { routeTable, type MatrixCall } from './route-table.js';

/*
 * Issue 4's bad input: every call with params, a query or a body, given wrong types, unknown
 * fields, missing fields, ids that do not exist, blank names and slugs, a taken slug and a
 * dollar rate with 5 decimals, answers a 4xx with `{ code, error }`, never a 500, and leaves
 * every domain table as it was. Calls are made by an admin, who passes every guard.
 */

let subject: TestApp;
let state: MatrixState;
const schemas = new Map<string, { params: boolean; query: boolean; body: boolean }>();
const unknownId = '00000000-0000-4000-8000-000000000000';

const domainTables = [
  'users',
  'projects',
  'project_customers',
  'design_versions',
  'item_lines',
  'design_version_renders',
  'estimate_params',
  'batches',
  'batch_design_versions',
  'estimates',
  'estimate_pages',
  'catalog_items',
  'gallery_kitchens',
  'mail_outbox',
];

beforeAll(async () => {
  subject = await buildTestApp({
    extraRoutes: (app) =>
      app.addHook('onRoute', (route) => {
        const schema = route.schema ?? {};
        for (const method of [route.method].flat()) {
          schemas.set(`${method} ${route.url}`, {
            params: Boolean(schema.params),
            query: Boolean(schema.querystring),
            body: Boolean(schema.body),
          });
        }
      }),
  });
  state = await seedMatrixState(subject);
});
afterAll(() => subject.close());

/** Every row of every domain table, as one text per table. */
async function snapshot() {
  const db = subject.app.database.db;
  const texts: string[] = [];
  for (const table of domainTables) {
    const result = await db.execute(
      sql.raw(
        `select coalesce(string_agg(t::text, '|' order by t::text), '') as rows from ${table} t`,
      ),
    );
    const rows = (result as { rows: { rows: string }[] }).rows;
    texts.push(`${table}: ${rows[0]!.rows}`);
  }
  return texts;
}

interface Attempt {
  method: string;
  url: string;
  query?: Record<string, string> | undefined;
  body?: unknown;
  rawBody?: string;
}

/** Makes the call and checks: a 4xx with a message, and no table changed. */
async function expectRefused(attempt: Attempt, status?: number) {
  // A fresh session each time: verify and logout end the one they are called with.
  const cookie = await signInAs(subject, viewers.admin);
  const before = await snapshot();
  const response = await subject.app.inject({
    method: attempt.method as 'GET',
    url: attempt.url,
    query: attempt.query,
    headers: {
      origin: testOrigin,
      cookie,
      ...(attempt.rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: (attempt.rawBody ?? attempt.body) as never,
  });
  const what = `${attempt.method} ${attempt.url} ${JSON.stringify(attempt.query ?? {})} ${
    attempt.rawBody ?? JSON.stringify(attempt.body)
  }`;
  const refused = response.statusCode >= 400 && response.statusCode < 500;
  expect({ what, status: response.statusCode, refused, body: response.body }).toEqual({
    what,
    status: status ?? response.statusCode,
    refused: true,
    body: expect.any(String),
  });
  const body = errorBodySchema.strict().parse(response.json());
  expect(body.error.trim().length, what).toBeGreaterThan(0);
  expect(await snapshot(), what).toEqual(before);
}

function fill(path: string, params: Record<string, string>) {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
}

async function validCall(key: string): Promise<MatrixCall> {
  return (await routeTable[key]!.call?.({ subject, state }, 'admin')) ?? {};
}

/** Values of the wrong type for a field holding `value`. */
function wrongTypes(value: unknown): unknown[] {
  if (typeof value === 'string') return [123, null, [], {}];
  if (typeof value === 'number') return ['x', null, true];
  if (typeof value === 'boolean') return ['x', 0, null];
  if (Array.isArray(value)) return ['x', 1, [1], [{}], null];
  return ['x', 1, null];
}

const routesWithInput = () =>
  Object.keys(routeTable).filter((key) => {
    const input = schemas.get(key);
    return input && (input.params || input.query || input.body);
  });

describe('bad input on every call', () => {
  it('covers the routes that take input', () => {
    expect(routesWithInput().length).toBeGreaterThan(25);
  });

  it.each(Object.keys(routeTable))('%s refuses bad params, queries and bodies', async (key) => {
    const input = schemas.get(key)!;
    if (!input.params && !input.query && !input.body) return;
    const [method, path] = key.split(' ') as [string, string];
    const call = await validCall(key);
    const params = { ...defaultParams(state), ...call.params };
    const url = fill(path, params);
    const body = call.body as Record<string, unknown> | undefined;

    for (const name of path.match(/:(\w+)/g)?.map((part) => part.slice(1)) ?? []) {
      for (const value of [unknownId, 'not-a-uuid', 'x'.repeat(300), ' ']) {
        const wrongUrl = fill(path, { ...params, [name]: value });
        await expectRefused({ method, url: wrongUrl, query: call.query, body: call.body });
      }
    }
    if (input.query) {
      const query = call.query ?? {};
      await expectRefused({ method, url, query: { ...query, unexpected: '1' }, body: call.body });
      for (const field of Object.keys(query)) {
        for (const value of ['', 'x'.repeat(300), 'not an e-mail @']) {
          await expectRefused({
            method,
            url,
            query: { ...query, [field]: value },
            body: call.body,
          });
        }
      }
    }
    if (input.body) {
      for (const wrong of [[], 'text', 42, null, {}]) {
        await expectRefused({ method, url, query: call.query, body: wrong });
      }
      await expectRefused({ method, url, query: call.query, rawBody: '{"broken": ' });
      await expectRefused({ method, url, query: call.query, body: { ...body, unexpected: 1 } });
      for (const field of Object.keys(body ?? {})) {
        const { [field]: _missing, ...rest } = body!;
        await expectRefused({ method, url, query: call.query, body: rest });
        for (const value of wrongTypes(body![field])) {
          await expectRefused({
            method,
            url,
            query: call.query,
            body: { ...body, [field]: value },
          });
        }
      }
    }
  });
});

describe('bad values the schemas alone cannot know', () => {
  const batchUrl = () => `/api/v1/project/${state.projectA.id}/batches/${state.batchA}`;
  const parameters = { country: 'eu', size: 'small', distance: 'near', currency: 'usd' };

  it('refuses blank and malformed names and slugs', async () => {
    const url = `/api/v1/project/${state.projectA.id}/create-new-batch`;
    for (const name of ['', '   ', '\t\n']) {
      await expectRefused({ method: 'POST', url, body: { name } }, 400);
    }
    const page = `${batchUrl()}/create-estimate-page/${state.versionA.id}`;
    for (const slug of ['', '   ', 'ab', 'Upper-Case', 'with space', '-dash-', 'x'.repeat(81)]) {
      await expectRefused({ method: 'POST', url: page, body: { slug } }, 400);
    }
  });

  it('refuses a slug already taken with 409', async () => {
    const page = `${batchUrl()}/create-estimate-page/${state.versionA.id}`;
    await expectRefused({ method: 'POST', url: page, body: { slug: state.slugA } }, 409);
    await expectRefused(
      { method: 'POST', url: page, body: { slug: 'olivia-kitchen-estimate' } },
      409,
    );
  });

  it('refuses a dollar rate with 5 decimals and other rates out of rule', async () => {
    const url = `${batchUrl()}/update-parameters`;
    const base = { ...parameters, estimateParamsId: state.paramsA };
    for (const dollarRate of [1.12345, 0.00001, -1, 0, 'x']) {
      const body = { ...base, currency: 'eur', dollarRate };
      await expectRefused({ method: 'POST', url, body }, 400);
    }
    await expectRefused({ method: 'POST', url, body: { ...base, revision: 0 } }, 409);
    await expectRefused(
      { method: 'POST', url, body: { ...base, estimateParamsId: unknownId } },
      404,
    );
  });

  it('refuses ids that do not exist', async () => {
    const page = `${batchUrl()}/create-estimate-page/${unknownId}`;
    await expectRefused({ method: 'POST', url: page, body: { slug: 'unknown-version' } }, 404);
    // A version of another project, through customer A's batch.
    const foreign = `${batchUrl()}/create-estimate-page/${state.versionB.id}`;
    await expectRefused({ method: 'POST', url: foreign, body: { slug: 'foreign-version' } }, 404);
    const items = `/api/v1/estimate-view/${state.slugA}/items`;
    const body = { designVersionId: unknownId, list: 'hardware', ids: [unknownId] };
    await expectRefused({ method: 'POST', url: items, body }, 404);
  });
});

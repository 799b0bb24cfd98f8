import { errorBodySchema } from '@corner/contracts';
import { eq, sql } from 'drizzle-orm';
import { catalogItems, estimateParams, itemLines } from '../../src/db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewers } from '../helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../helpers/sessions.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { defaultParams, seedMatrixState, type MatrixState } from './domain-state.js';
import { routeTable, type MatrixCall } from './route-table.js';

/*
 * Issue 4's bad input: every call with params, a query or a body, given wrong types, unknown
 * fields, missing fields, ids that do not exist, blank names and slugs, a taken slug and a
 * dollar rate with 5 decimals, numbers past what their column holds, answers a 4xx with `{ code, error }`, never a 500, and leaves
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
  return body;
}

/** expectRefused, answering the refusal's message. */
async function expectRefusedWith(attempt: Attempt, status: number): Promise<string> {
  return (await expectRefused(attempt, status)).error;
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

/**
 * A path parameter a route answers for any well-formed value: the slug check (decision 54)
 * says whether a slug is free, so an unknown one is an answer, not a refusal.
 */
const answeredForAnyValue = new Set(['GET /api/v1/estimate-page-slugs/:slug slug']);

/** Values a path parameter is refused for: ids that do not exist, malformed values. */
const wrongPathValues = (key: string, name: string) =>
  answeredForAnyValue.has(`${key} ${name}`)
    ? ['x'.repeat(300), ' ', 'Not A Slug']
    : [unknownId, 'not-a-uuid', 'x'.repeat(300), ' '];

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
      for (const value of wrongPathValues(key, name)) {
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

/*
 * Issue 21: every number a write call takes is bounded by what its column and the estimate
 * calculated from it can hold. One past each bound answers 400 naming the field with its
 * message (the spec's words), never the database's overflow as a 500.
 */
describe('numbers past what the database and the calculation hold', () => {
  const parametersKey = 'POST /api/v1/project/:id/batches/:batchId/update-parameters';
  const version = '/api/v1/admin/projects/:id/design-versions/:versionId';
  const maxima: { key: string; field: string; value: unknown; message: string }[] = [
    {
      key: parametersKey,
      field: 'measurements',
      value: 10_000_000.01,
      message: 'Maximum value is 10000000',
    },
    {
      key: parametersKey,
      field: 'measurements',
      value: 1e12,
      message: 'Maximum value is 10000000',
    },
    {
      key: parametersKey,
      field: 'installation',
      value: 1e12,
      message: 'Maximum value is 10000000',
    },
    {
      key: parametersKey,
      field: 'dollarRate',
      value: '100000000',
      message: 'Maximum value is 99999999',
    },
    { key: parametersKey, field: 'revision', value: 2 ** 31, message: '2147483647' },
    {
      key: `POST ${version}/lines/catalog`,
      field: 'quantity',
      value: 100_000.001,
      message: 'Maximum value is 100000',
    },
    {
      key: `POST ${version}/lines`,
      field: 'quantity',
      value: 1e12,
      message: 'Maximum value is 100000',
    },
    {
      key: `POST ${version}/lines`,
      field: 'unitPrice',
      value: 1e12,
      message: 'Maximum value is 10000000',
    },
    {
      key: `PUT ${version}/lines/:lineId`,
      field: 'quantity',
      value: 100_000.001,
      message: 'Maximum value is 100000',
    },
    {
      key: 'POST /api/v1/admin/catalog-items',
      field: 'unitPrice',
      value: 10_000_000.01,
      message: 'Maximum value is 10000000',
    },
    {
      key: 'PUT /api/v1/admin/catalog-items/:itemId',
      field: 'unitPrice',
      value: 1e12,
      message: 'Maximum value is 10000000',
    },
    {
      key: 'POST /api/v1/admin/kitchens',
      field: 'fromPrice',
      value: 1e12,
      message: 'Maximum value is 10000000',
    },
    {
      key: 'PUT /api/v1/admin/kitchens/:kitchenId',
      field: 'fromPrice',
      value: 10_000_000.01,
      message: 'Maximum value is 10000000',
    },
    {
      key: 'POST /api/v1/admin/content-items',
      field: 'position',
      value: 2 ** 31,
      message: 'Maximum value is 10000',
    },
    {
      key: 'PUT /api/v1/admin/content-items/:contentId',
      field: 'position',
      value: 10_001,
      message: 'Maximum value is 10000',
    },
    {
      key: 'POST /api/v1/admin/price-lists',
      field: 'basedOnVersion',
      value: 2 ** 31,
      message: '1000000',
    },
    {
      key: 'POST /api/v1/admin/price-lists',
      field: 'rates.validityDays',
      value: 366,
      message: 'Maximum value is 365',
    },
    {
      key: 'POST /api/v1/admin/price-lists',
      field: 'rates.deliveryBase.small',
      value: '1000000.01',
      message: 'Maximum value is 1000000',
    },
    {
      key: 'POST /api/v1/admin/price-lists',
      field: 'rates.countertopDelivery.large',
      value: '1e12',
      message: 'Maximum value is 1000000',
    },
    {
      key: 'POST /api/v1/admin/price-lists',
      field: 'rates.countryFactor.eu',
      value: '100.0001',
      message: 'Maximum value is 100',
    },
    {
      key: 'POST /api/v1/admin/price-lists',
      field: 'rates.assemblyRate',
      value: '10.0001',
      message: 'Maximum value is 10',
    },
  ];

  /** The body with the value at a dotted path (a copy; the original is left as it was). */
  function withValue(body: unknown, path: string, value: unknown): unknown {
    const [head, ...rest] = path.split('.') as [string, ...string[]];
    const object = body as Record<string, unknown>;
    return {
      ...object,
      [head]: rest.length ? withValue(object[head], rest.join('.'), value) : value,
    };
  }

  it.each(maxima)('$key refuses $field = $value', async ({ key, field, value, message }) => {
    const [method, path] = key.split(' ') as [string, string];
    const call = await validCall(key);
    const url = fill(path, { ...defaultParams(state), ...call.params });
    const extra = field === 'dollarRate' ? { currency: 'eur' } : {};
    const body = withValue({ ...(call.body as object), ...extra }, field, value);
    const error = await expectRefusedWith({ method, url, body }, 400);
    expect(error).toContain(`body/${field.replaceAll('.', '/')}: `);
    expect(error).toContain(message);
  });

  it('refuses a line whose quantity × unit price is past what a line may be', async () => {
    const lines = `/api/v1/admin/projects/${state.projectA.id}/design-versions/${state.versionA.id}/lines`;
    const custom = {
      category: 'front',
      name: 'Gold',
      slug: 'gold',
      unit: 'piece',
      unitPrice: 10_000_000,
    };
    const error = await expectRefusedWith(
      { method: 'POST', url: lines, body: { ...custom, quantity: 100_000 } },
      400,
    );
    expect(error).toContain('Quantity × unit price must be at most 1000000000 USD');

    const [gold] = await subject.app.database.db
      .insert(catalogItems)
      .values({
        category: 'front',
        name: 'Gold',
        slug: 'gold',
        unit: 'piece',
        unitPrice: '10000000.00',
      })
      .returning();
    const fromCatalog = { catalogItemId: gold!.id, quantity: 100_000 };
    expect(
      await expectRefusedWith({ method: 'POST', url: `${lines}/catalog`, body: fromCatalog }, 400),
    ).toContain('Quantity × unit price must be at most 1000000000 USD');
    const [line] = await subject.app.database.db
      .insert(itemLines)
      .values({
        designVersionId: state.versionB.id,
        category: 'front',
        name: 'Gold',
        quantity: '1',
        unit: 'piece',
        unitPrice: '10000000.00',
        position: 98,
      })
      .returning();
    const versionB = `/api/v1/admin/projects/${state.projectB.id}/design-versions/${state.versionB.id}`;
    expect(
      await expectRefusedWith(
        { method: 'PUT', url: `${versionB}/lines/${line!.id}`, body: { quantity: 101 } },
        400,
      ),
    ).toContain('Quantity × unit price must be at most 1000000000 USD');
    await subject.app.database.db.delete(itemLines).where(eq(itemLines.id, line!.id));
    await subject.app.database.db.delete(catalogItems).where(eq(catalogItems.id, gold!.id));
  });

  it('refuses to calculate an estimate past what its amounts can hold, with 409', async () => {
    const db = subject.app.database.db;
    const [line] = await db
      .insert(itemLines)
      .values({
        designVersionId: state.versionA.id,
        category: 'front',
        name: 'Gold',
        quantity: '100',
        unit: 'piece',
        unitPrice: '10000000.00',
        position: 97,
      })
      .returning();
    await db
      .update(estimateParams)
      .set({ currency: 'eur', dollarRate: '99999999' })
      .where(eq(estimateParams.id, state.paramsA));
    const project = `/api/v1/project/${state.projectA.id}`;
    for (const url of [
      `${project}/batches/${state.batchA}/calculate-batch-estimate`,
      `${project}/design-versions/${state.versionA.id}/calculate-estimate`,
    ]) {
      const error = await expectRefusedWith({ method: 'POST', url }, 409);
      expect(error).toMatch(
        /^EstimateTooLarge: the estimate would be more than 999999999999.99 EUR/,
      );
    }
    await db
      .update(estimateParams)
      .set({ currency: 'usd', dollarRate: '1' })
      .where(eq(estimateParams.id, state.paramsA));
    await db.delete(itemLines).where(eq(itemLines.id, line!.id));
  });
});

/*
 * Issue 21: control characters (C0, DEL, C1) are refused in every name and text; multi-line
 * texts keep tab and line breaks.
 */
describe('control characters in names and texts', () => {
  const version = '/api/v1/admin/projects/:id/design-versions/:versionId';
  const singleLine = 'Control characters (such as tabs or line breaks) are not allowed';
  const multiLine = 'Control characters other than tabs and line breaks are not allowed';
  const names: { key: string; field: string; value: string; message: string }[] = [
    {
      key: 'POST /api/v1/project/:id/create-new-batch',
      field: 'name',
      value: 'Batch\u0007',
      message: singleLine,
    },
    {
      key: 'POST /api/v1/admin/projects',
      field: 'name',
      value: 'Kitchen\u001b[31m',
      message: singleLine,
    },
    { key: `POST ${version}/duplicate`, field: 'name', value: 'Copy\u0085', message: singleLine },
    { key: `PUT ${version}`, field: 'name', value: 'Version\nA', message: singleLine },
    { key: `POST ${version}/lines`, field: 'unit', value: 'pie\tce', message: singleLine },
    {
      key: 'POST /api/v1/admin/catalog-items',
      field: 'name',
      value: 'Oak\u009b',
      message: singleLine,
    },
    {
      key: 'POST /api/v1/admin/catalog-items',
      field: 'description',
      value: 'Oak\u0001',
      message: multiLine,
    },
    {
      key: 'POST /api/v1/admin/content-items',
      field: 'body',
      value: 'Step\u000c1',
      message: multiLine,
    },
    {
      key: 'POST /api/v1/admin/kitchens',
      field: 'summary',
      value: 'Oak\r\nkitchen',
      message: singleLine,
    },
    {
      key: 'POST /api/v1/admin/projects/:id/deliveries',
      field: 'trackingLink',
      value: 'https://track.example/\u0007',
      message: singleLine,
    },
  ];

  it.each(names)('$key refuses $field = $value', async ({ key, field, value, message }) => {
    const [method, path] = key.split(' ') as [string, string];
    const call = await validCall(key);
    const url = fill(path, { ...defaultParams(state), ...call.params });
    const body = { ...(call.body as object), [field]: value };
    expect(await expectRefusedWith({ method, url, body }, 400)).toBe(`body/${field}: ${message}`);
  });

  it('keeps tabs and line breaks in a multi-line text', async () => {
    const cookie = await signInAs(subject, viewers.admin);
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/admin/content-items',
      headers: { origin: testOrigin, cookie },
      payload: { name: 'Checklist', body: 'Step 1\n\tmeasure\r\nStep 2' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ body: 'Step 1\n\tmeasure\r\nStep 2' });
  });
});

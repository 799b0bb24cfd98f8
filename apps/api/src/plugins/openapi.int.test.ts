import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../test/matrix/route-table.js';
import { testOrigin } from '../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { operationIds } from './openapi-operation-ids.js';

/*
 * The OpenAPI document others build on (decision 27): every call named, the session cookie
 * required exactly where the authorization matrix says a caller must be signed in, the
 * refusals the global hooks give declared (and really given), a server to call.
 */

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: unknown;
  responses: Record<string, { content?: { 'application/json'?: { schema: unknown } } }>;
}
interface Document {
  servers?: Array<{ url: string }>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

let subject: TestApp;
let document: Document;
const operations: Array<[string, Operation]> = [];

/** "GET /api/v1/project/:id", as Fastify and the route table write it. */
const keyOf = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

beforeAll(async () => {
  subject = await buildTestApp();
  document = subject.app.swagger() as unknown as Document;
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      operations.push([keyOf(method, path), operation]);
    }
  }
});
afterAll(() => subject.close());

describe('the OpenAPI document', () => {
  it('names every call with an operationId of its own, and names no call that is gone', () => {
    expect(operations.length).toBeGreaterThan(90);
    const missing = operations.filter(([, operation]) => !operation.operationId);
    expect(missing.map(([key]) => key)).toEqual([]);
    const names = operations.map(([, operation]) => operation.operationId);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(operationIds).sort()).toEqual(operations.map(([key]) => key).sort());
    expect(operationIds['GET /api/v1/project/:id']).toBe('getProject');
  });

  it('requires the session cookie on exactly the calls the matrix refuses to anonymous callers', () => {
    expect(document.components.securitySchemes.session).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'corner_session',
      description: expect.any(String),
    });
    for (const [key, operation] of operations) {
      const row = routeTable[key];
      expect(row, `${key} has no row in the route table`).toBeDefined();
      const needsSession = row!.expected.anonymous === 401;
      expect(operation.security, key).toEqual(needsSession ? [{ session: [] }] : []);
    }
    const guarded = operations.filter(([, operation]) => operation.security?.length);
    expect(guarded.length).toBeGreaterThan(70);
    expect(operations.length - guarded.length).toBeGreaterThan(10);
  });

  it('declares on every call the refusals the global hooks give, with the Error component', () => {
    const errorBody = { $ref: '#/components/schemas/Error' };
    expect(document.components.schemas.Error).toMatchObject({ required: ['error', 'code'] });
    expect(
      Object.keys(
        operations.find(([key]) => key === 'POST /api/v1/payments/webhook')![1].responses,
      ),
    ).not.toContain('403');
    for (const [key, operation] of operations) {
      const statuses = Object.keys(operation.responses);
      const expected = ['400'];
      // Every write meets the Origin check but the payment webhook (decision 37).
      if (!key.startsWith('GET ') && key !== 'POST /api/v1/payments/webhook') expected.push('403');
      if (operation.requestBody) expected.push('413', '415');
      expect(statuses, key).toEqual(expect.arrayContaining(expected));
      for (const status of statuses.filter((status) => Number(status) >= 400)) {
        expect(operation.responses[status]!.content?.['application/json']?.schema, key).toEqual(
          errorBody,
        );
      }
    }
  });

  it('nullable schemas name their type (OpenAPI 3.0)', () => {
    const untyped: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (typeof node !== 'object' || node === null) return;
      const record = node as Record<string, unknown>;
      if (record.nullable === true && record.type === undefined) untyped.push(where);
      for (const [key, child] of Object.entries(record)) visit(child, `${where}/${key}`);
    };
    visit(document.paths, '#/paths');
    expect(untyped).toEqual([]);
  });

  it('in production: the public origin as server, the __Host- cookie as scheme', async () => {
    expect(document.servers).toEqual([{ url: '/' }]);
    const production = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PUBLIC_URL: 'https://portal.corner.example/',
        SESSION_SECRET: 'x'.repeat(40),
        API_DOCS: 'on',
      },
    });
    try {
      const served = (
        await production.app.inject({
          url: '/api/docs/json',
          headers: { host: 'portal.corner.example' },
        })
      ).json<Document>();
      expect(served.servers).toEqual([{ url: 'https://portal.corner.example' }]);
      expect(served.components.securitySchemes.session).toMatchObject({
        in: 'cookie',
        name: '__Host-corner_session',
      });
      expect(served.components.securitySchemes.session).toMatchObject({
        name: production.app.sessionCookie.name,
      });
    } finally {
      await production.close();
    }
  });
});

describe('the refusals the document declares on every call are real', () => {
  const declared = (key: string, status: number) =>
    Object.fromEntries(operations)[key]!.responses[String(status)];

  it('400 for a NUL character in the address, even on the health check', async () => {
    const response = await subject.app.inject({ url: '/api/v1/healthz?probe=%00' });
    expect(response.statusCode).toBe(400);
    expect(declared('GET /api/v1/healthz', 400)).toBeDefined();
  });

  it('403 for a write from another site, 413 for a body too large, 415 for one of a foreign type', async () => {
    const url = '/api/v1/estimate-view/no-such-page/events';
    const key = 'POST /api/v1/estimate-view/:slug/events';
    const send = (origin: string, contentType: string, payload: string) =>
      subject.app.inject({
        method: 'POST',
        url,
        headers: { origin, 'content-type': contentType },
        payload,
      });
    const foreign = await send('https://elsewhere.example', 'application/json', '{"kind":"view"}');
    const tooLarge = await send(testOrigin, 'application/json', `"${'x'.repeat(1_100_000)}"`);
    const foreignType = await send(testOrigin, 'application/xml', '<kind>view</kind>');
    expect([foreign.statusCode, tooLarge.statusCode, foreignType.statusCode]).toEqual([
      403, 413, 415,
    ]);
    for (const status of [403, 413, 415])
      expect(declared(key, status), String(status)).toBeDefined();
  });
});

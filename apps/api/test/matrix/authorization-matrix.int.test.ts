import { errorBodySchema } from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewers, type ViewerRole } from '../helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { callRow } from './call-row.js';
import { customerASecrets, seedMatrixState, type MatrixState } from './domain-state.js';
import { routeTable } from './route-table.js';

/*
 * Issue 4's authorization matrix: every route under /api/v1 (from Fastify's own route table),
 * called by each caller with customer A's ids. Statuses per PRODUCT.md 3, and no answer to
 * customer B or an anonymous caller carries customer A's names, ids or e-mail.
 */

let subject: TestApp;
let state: MatrixState;
const registered: string[] = [];
/** Calls made and routes covered, printed at the end as the matrix's figure. */
let callsChecked = 0;
const routesChecked = new Set<string>();

beforeAll(async () => {
  subject = await buildTestApp({
    extraRoutes: (app) =>
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD' && route.url.startsWith('/api/v1/')) {
            registered.push(`${method} ${route.url}`);
          }
        }
      }),
  });
  state = await seedMatrixState(subject);
});
afterAll(async () => {
  console.info(
    `Authorization matrix: ${callsChecked} calls checked (${routesChecked.size} routes x ` +
      `${callers.length} callers)`,
  );
  await subject.close();
});

const callers = Object.keys(viewers) as ViewerRole[];

describe('authorization matrix', () => {
  it('has a row for every route the app registers, and none for a route it does not', () => {
    expect(registered.length).toBeGreaterThan(30);
    const missing = registered.filter((route) => !(route in routeTable));
    expect(missing, 'routes without a row in test/matrix/route-table.ts').toEqual([]);
    const stale = Object.keys(routeTable).filter((route) => !registered.includes(route));
    expect(stale, 'rows for routes the app does not register').toEqual([]);
  });

  it.each(Object.keys(routeTable))('%s answers each caller as the table says', async (key) => {
    const row = routeTable[key]!;
    const secrets = customerASecrets(state);
    for (const caller of callers) {
      const response = await callRow({ subject, state }, key, row, caller);
      callsChecked += 1;
      routesChecked.add(key);
      // The body is in the comparison so a failure shows why.
      const answer = { caller, status: response.statusCode, body: response.body };
      expect(answer).toEqual({ caller, status: row.expected[caller], body: expect.any(String) });
      if (response.statusCode >= 400) {
        expect(errorBodySchema.strict().parse(response.json()).error.length).toBeGreaterThan(0);
      }
      if (row.isPublic || (caller !== 'customerB' && caller !== 'anonymous')) continue;
      const leaked = secrets.filter((secret) => response.body.includes(secret));
      expect([caller, leaked]).toEqual([caller, []]);
    }
  });
});

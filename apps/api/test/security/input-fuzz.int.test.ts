import { errorBodySchema } from '@corner/contracts';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDomain, viewers, type ViewerRole } from '../helpers/domain-fixtures.js';
import { addEnquiry } from '../helpers/enquiry-fixtures.js';
import { databaseFingerprint } from './database-fingerprint.js';
import {
  requestsFor,
  routesOf,
  type FuzzRequest,
  type FuzzRoute,
  type OpenApiDocument,
} from './openapi-requests.js';
import { signInAs, testOrigin } from '../helpers/sessions.js';
import { buildTestApp } from '../helpers/app.js';

/*
 * Input fuzzing of every route of the OpenAPI document (issues 4 and 10): generated params,
 * queries and bodies, sent by every kind of caller. No answer may be a 5xx, every answer's
 * status must be one the route declares, every refusal carries `{ error, code }`, and a
 * refused write leaves the company's data exactly as it was.
 */

const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 80);
/** Logout would end the fuzzer's own sessions; it takes no input. */
const skipped = new Set(['POST /api/v1/auth/logout']);

const subject = await buildTestApp();
let casesRun = 0;
afterAll(async () => {
  console.info(`Input fuzzing: ${casesRun} generated requests over ${routes.length} routes`);
  await subject.close();
});

const seeded = await seedDomain(subject);
const designer = await signInAs(subject, viewers.designer);
const inject = (method: string, url: string, payload?: unknown) =>
  subject.app.inject({
    method: method as 'POST',
    url: `/api/v1${url}`,
    headers: { origin: testOrigin, cookie: designer },
    payload: payload as never,
  });
const batch = (
  await inject('POST', `/project/${seeded.projectA.id}/create-new-batch`, { name: 'B' })
).json<{ id: string }>();
const batchUrl = `/project/${seeded.projectA.id}/batches/${batch.id}`;
await inject('POST', `${batchUrl}/update-parameters`, {
  country: 'eu',
  size: 'small',
  distance: 'near',
  currency: 'usd',
});
await inject('POST', `${batchUrl}/calculate-batch-estimate`);
await inject('POST', `${batchUrl}/create-estimate-page/${seeded.versionA.id}`, {
  slug: 'casey-kitchen',
});

// An enquiry for the back office's enquiry calls to find (decision 40).
const enquiry = await addEnquiry(subject, {
  name: 'Fuzz visitor',
  email: 'fuzz-visitor@corner.test',
});

const known = [
  seeded.projectA.id,
  enquiry.id,
  seeded.projectB.id,
  seeded.versionA.id,
  seeded.versionB.id,
  batch.id,
  'casey-kitchen',
  ...Object.values(viewers).filter((email) => email !== undefined),
];

const callers = Object.keys(viewers) as ViewerRole[];
const cookies = new Map<ViewerRole, string | undefined>();
for (const role of callers) {
  const email = viewers[role];
  cookies.set(role, email ? await signInAs(subject, email) : undefined);
}

const fingerprint = await databaseFingerprint(subject.app.database.db);
let dataBefore = await fingerprint();

const document = subject.app.swagger() as OpenApiDocument;
const routes = routesOf(document, '/api/v1/').filter(
  (route) => !skipped.has(`${route.method} ${route.path}`),
);

/**
 * Server-sent events never end on their own, and inject waits for the end: their requests ask
 * for the one-shot answer (`once=1`) unless the fuzzer chose a `once` of its own.
 */
const eventStreams = new Set(['GET /api/v1/project/{id}/messages/live']);
function answerable(route: FuzzRoute, url: string) {
  if (!eventStreams.has(`${route.method} ${route.path}`)) return url;
  const parsed = new URL(url, 'http://fuzz.invalid');
  if (!parsed.searchParams.has('once')) parsed.searchParams.set('once', '1');
  return parsed.pathname + parsed.search;
}

async function send(route: FuzzRoute, request: FuzzRequest, caller: ViewerRole) {
  const cookie = cookies.get(caller);
  const hasBody = request.payload !== undefined;
  return subject.app.inject({
    method: request.method,
    url: answerable(route, request.url),
    headers: {
      origin: testOrigin,
      ...(cookie ? { cookie } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: JSON.stringify(request.payload) } : {}),
  });
}

async function checkOne(route: FuzzRoute, request: FuzzRequest, caller: ViewerRole) {
  const response = await send(route, request, caller);
  casesRun += 1;
  const where = `${request.method} ${request.url.slice(0, 200)} as ${caller} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  expect(route.statuses, where).toContain(String(response.statusCode));
  if (response.statusCode >= 400) {
    const body = errorBodySchema.safeParse(response.json());
    expect(body.success, where).toBe(true);
    expect(body.data?.error.length, where).toBeGreaterThan(0);
  }
  if (request.method === 'GET') return;
  const dataAfter = await fingerprint();
  if (response.statusCode >= 400) expect(dataAfter, `${where}: changed the data`).toBe(dataBefore);
  dataBefore = dataAfter;
}

describe('fuzzing every route from its OpenAPI schema', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: no 5xx, only declared statuses, and a refusal changes nothing',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(
          requestsFor(route, known),
          fc.constantFrom(...callers),
          (request, caller) => checkOne(route, request, caller),
        ),
        { numRuns: runsPerRoute },
      );
    },
    120_000,
  );

  it('refuses the NUL character in addresses and bodies with 400, before any query', async () => {
    const cookie = cookies.get('admin')!;
    const headers = { origin: testOrigin, cookie, 'content-type': 'application/json' };
    const inAddress = await subject.app.inject({ url: '/api/v1/projects?search=%00', headers });
    const inBody = await subject.app.inject({
      method: 'POST',
      url: `/api/v1/project/${seeded.projectA.id}/create-new-batch`,
      headers,
      payload: '{"name":"Batch \\u0000"}',
    });
    for (const response of [inAddress, inBody]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Text may not contain the NUL character');
    }
    expect(await fingerprint()).toBe(dataBefore);
  });

  it('answers malformed JSON with 400 on every route that takes a body', async () => {
    const cookie = cookies.get('admin')!;
    for (const route of routes.filter((r) => r.body)) {
      const url = route.path.replaceAll(/\{[^}]+\}/g, seeded.projectA.id);
      const response = await subject.app.inject({
        method: route.method,
        url,
        headers: { origin: testOrigin, cookie, 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(response.statusCode, `${route.method} ${url}`).toBe(400);
      expect(errorBodySchema.parse(response.json()).error).not.toBe('');
    }
    expect(await fingerprint()).toBe(dataBefore);
  });
});

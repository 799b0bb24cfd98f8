import { siteConfigSchema } from '@corner/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewEventDays, viewEvents } from '../../db/schema.js';
import { rowsOf } from '../../../test/helpers/database.js';
import { seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { eventsPerMinute, storedPerPageAndDay } from './event-limits.js';

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
const slug = 'casey-events';
const paymentLinkUrl = 'https://pay.example/corner-reserve';

beforeAll(async () => {
  subject = await buildTestApp({ env: { PAYMENT_LINK_URL: paymentLinkUrl } });
  seeded = await seedDomain(subject);
  const projectId = seeded.projectA.id;
  const batch = (await post(`/project/${projectId}/create-new-batch`, { name: 'B' })).json();
  const base = `/project/${projectId}/batches/${batch.id}`;
  const params = { country: 'eu', size: 'small', distance: 'near', currency: 'usd' };
  await post(`${base}/update-parameters`, params);
  await post(`${base}/calculate-batch-estimate`);
  await post(`${base}/create-estimate-page/${seeded.versionA.id}`, { slug });
});
afterAll(() => subject.close());

async function post(url: string, payload?: unknown, email?: string, remoteAddress?: string) {
  const cookie = await signInAs(subject, email ?? viewers.designer);
  return subject.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { origin: testOrigin, cookie },
    payload: payload as never,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A call with no session at all, from an IP of the test's choice. */
function anonymous(method: 'GET' | 'POST', url: string, remoteAddress: string, payload?: unknown) {
  return subject.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress,
    headers: { origin: testOrigin },
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
}

async function eventsOf(projectId: string) {
  return subject.app.database.db
    .select()
    .from(viewEvents)
    .where(eq(viewEvents.projectId, projectId))
    .orderBy(asc(viewEvents.createdAt));
}

async function clearEvents() {
  await subject.app.database.db.delete(viewEvents);
  await subject.app.database.db.delete(viewEventDays);
}

describe('POST /estimate-view/{slug}/events', () => {
  it('records a view and a press of RESERVE A SPOT of the page, without a session', async () => {
    await clearEvents();
    const ip = '10.1.0.1';
    expect(
      (await anonymous('POST', `/estimate-view/${slug}/events`, ip, { kind: 'view' })).statusCode,
    ).toBe(204);
    expect(
      (await anonymous('POST', `/estimate-view/${slug}/events`, ip, { kind: 'reserve' }))
        .statusCode,
    ).toBe(204);
    const events = await eventsOf(seeded.projectA.id);
    expect(events.map((event) => event.kind)).toEqual(['estimate-page', 'reserve']);
    expect(events.every((event) => event.estimatePageId !== null && event.userId === null)).toBe(
      true,
    );
  });

  it('refuses bad input with a 4xx and records nothing', async () => {
    await clearEvents();
    const ip = '10.1.0.2';
    for (const payload of [{ kind: 'click' }, {}, { kind: 'view', extra: 1 }, ['view']]) {
      const response = await anonymous('POST', `/estimate-view/${slug}/events`, ip, payload);
      expect(response.statusCode).toBe(400);
    }
    const unknown = await anonymous('POST', '/estimate-view/nobody-here/events', ip, {
      kind: 'view',
    });
    expect(unknown.statusCode).toBe(404);
    const noOrigin = await subject.app.inject({
      method: 'POST',
      url: `/api/v1/estimate-view/${slug}/events`,
      payload: { kind: 'view' },
    });
    expect(noOrigin.statusCode).toBe(403);
    expect(await eventsOf(seeded.projectA.id)).toEqual([]);
  });

  it('answers every event of a reload loop but stores only the first few a minute', async () => {
    await clearEvents();
    for (let index = 0; index < eventsPerMinute + 5; index += 1) {
      const response = await anonymous('POST', `/estimate-view/${slug}/events`, '10.1.0.3', {
        kind: 'view',
      });
      expect(response.statusCode).toBe(204);
    }
    expect(await eventsOf(seeded.projectA.id)).toHaveLength(eventsPerMinute);
  });

  it('limits a visitor per page, whatever the query string of the call', async () => {
    await clearEvents();
    for (let index = 0; index < eventsPerMinute + 30; index += 1) {
      const response = await anonymous(
        'POST',
        `/estimate-view/${slug}/events?n=${index}`,
        '10.1.0.4',
        {
          kind: 'view',
        },
      );
      expect(response.statusCode).toBe(204);
    }
    expect(await eventsOf(seeded.projectA.id)).toHaveLength(eventsPerMinute);
  });

  it('stores at most the daily cap of a page under a flood, counting the rest, in under 100 kB of rows', async () => {
    await clearEvents();
    const db = subject.app.database.db;
    // The rows' own bytes: a relation's size on disk also counts the dead rows of earlier
    // tests, which PostgreSQL reclaims when it will (1.3 MB once on a busy server).
    const bytes = async () =>
      (
        await rowsOf<{ bytes: string }>(
          db,
          sql`select (select coalesce(sum(pg_column_size(e.*)), 0) from view_events e)
            + (select coalesce(sum(pg_column_size(d.*)), 0) from view_event_days d) as bytes`,
        )
      )[0]!.bytes;
    const before = Number(await bytes());
    // 2,000 events: 100 visitors, each within the per-minute limit, each call a new address.
    const sent = 2_000;
    const visitors = 100;
    for (let start = 0; start < sent; start += visitors) {
      const answers = await Promise.all(
        Array.from({ length: visitors }, (_, visitor) =>
          anonymous(
            'POST',
            `/estimate-view/${slug}/events?n=${start + visitor}`,
            `10.7.${visitor}.1`,
            {
              kind: 'view',
            },
          ),
        ),
      );
      expect(answers.every((answer) => answer.statusCode === 204)).toBe(true);
    }
    expect(await eventsOf(seeded.projectA.id)).toHaveLength(storedPerPageAndDay);
    const days = await db.select().from(viewEventDays);
    expect(days.map((day) => day.events)).toEqual([sent]);
    const grown = Number(await bytes()) - before;
    // 500 rows and a counter are about 48 kB; the 2,000 events stored would be about 190 kB.
    expect(grown).toBeLessThan(100 * 1024);
    // 2,000 requests: a busy machine needs more than the suite's 30 s.
  }, 180_000);
});

describe('POST /project/{id}/estimate/events', () => {
  const url = (projectId: string) => `/project/${projectId}/estimate/events`;

  it("records its customer's views and presses, with the project's latest page", async () => {
    await clearEvents();
    const projectId = seeded.projectA.id;
    expect((await post(url(projectId), { kind: 'view' }, viewers.customerA)).statusCode).toBe(204);
    expect((await post(url(projectId), { kind: 'reserve' }, viewers.customerA)).statusCode).toBe(
      204,
    );
    const events = await eventsOf(projectId);
    expect(events.map((event) => event.kind)).toEqual(['customer-estimate', 'reserve']);
    expect(events.every((event) => event.userId !== null && event.estimatePageId !== null)).toBe(
      true,
    );
  });

  it('answers staff without storing, a customer only on their own project, anonymous callers not at all', async () => {
    await clearEvents();
    expect((await post(url(seeded.projectB.id), { kind: 'view' }, viewers.admin)).statusCode).toBe(
      204,
    );
    expect(
      (await post(url(seeded.projectB.id), { kind: 'view' }, viewers.customerA)).statusCode,
    ).toBe(404);
    expect((await post(url('not-a-uuid'), { kind: 'view' }, viewers.customerA)).statusCode).toBe(
      404,
    );
    const anonymousCall = await anonymous('POST', url(seeded.projectA.id), '10.2.0.1', {
      kind: 'view',
    });
    expect(anonymousCall.statusCode).toBe(401);
    expect(await eventsOf(seeded.projectA.id)).toEqual([]);
    // Staff are answered, but their own opens are not stored (decision 42).
    expect(await eventsOf(seeded.projectB.id)).toEqual([]);
  });

  it('refuses bad input with a 400 and records nothing', async () => {
    await clearEvents();
    for (const payload of [{ kind: 'open' }, {}, { kind: 'view', at: 'now' }]) {
      const response = await post(url(seeded.projectA.id), payload, viewers.customerA);
      expect(response.statusCode).toBe(400);
    }
    expect(await eventsOf(seeded.projectA.id)).toEqual([]);
  });
});

describe('GET /site-config', () => {
  it('tells anyone where RESERVE A SPOT leads', async () => {
    const response = await anonymous('GET', '/site-config', '10.3.0.1');
    expect(response.statusCode).toBe(200);
    expect(siteConfigSchema.parse(response.json())).toEqual({ paymentLinkUrl });
  });
});

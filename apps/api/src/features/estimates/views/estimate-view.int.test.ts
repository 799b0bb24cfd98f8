import { estimateViewResponseSchema } from '@corner/contracts';
import { unknownSlugLimit } from './unknown-slug-limit.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDomain, viewers } from '../../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject);
  const projectId = seeded.projectA.id;
  const batch = (await post(`/project/${projectId}/create-new-batch`, { name: 'B' })).json();
  const base = `/project/${projectId}/batches/${batch.id}`;
  const params = { country: 'eu', size: 'small', distance: 'near', currency: 'usd' };
  await post(`${base}/update-parameters`, params);
  await post(`${base}/calculate-batch-estimate`);
  await post(`${base}/create-estimate-page/${seeded.versionA.id}`, { slug: 'casey-kitchen' });
});
afterAll(() => subject.close());

async function post(url: string, payload?: unknown) {
  const headers = { origin: testOrigin, cookie: await signInAs(subject, viewers.designer) };
  return subject.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers,
    payload: payload as never,
  });
}

describe('GET /estimate-view/{slug}', () => {
  it('answers the estimated versions of the page without a session', async () => {
    const response = await subject.app.inject({ url: '/api/v1/estimate-view/casey-kitchen' });
    const [item] = estimateViewResponseSchema.parse(response.json());
    expect(item).toMatchObject({
      id: seeded.versionA.id,
      estimateViewId: 'casey-kitchen',
      projectId: seeded.projectA.id,
      designVersionName: 'Version A',
    });
    expect(item!.frontsAndBoxes).toHaveLength(2);
    expect(item!.renders).toHaveLength(1);
    expect(item!.estimate.totalCost).toBe(
      item!.estimate.materialsCost + item!.estimate.deliveryCost,
    );
  });

  it('answers 404 for unknown slugs', async () => {
    expect((await subject.app.inject({ url: '/api/v1/estimate-view/nobody' })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /estimate-view/{slug}: privacy and guessing', () => {
  const open = (slug: string, remoteAddress: string) =>
    subject.app.inject({ url: `/api/v1/estimate-view/${slug}`, remoteAddress });

  it('asks search engines not to index the page', async () => {
    const response = await open('casey-kitchen', '10.9.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });

  it('never limits a visitor who opens a real page again and again', async () => {
    for (let index = 0; index < unknownSlugLimit.max * 3; index += 1) {
      expect((await open('casey-kitchen', '10.9.0.2')).statusCode).toBe(200);
    }
  });

  it('slows down an IP guessing slugs, and no other IP', async () => {
    const guesser = '10.9.0.3';
    for (let index = 0; index < unknownSlugLimit.max; index += 1) {
      expect((await open(`guess-${index}`, guesser)).statusCode).toBe(404);
    }
    const limited = await open('guess-last', guesser);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(unknownSlugLimit.windowMs / 1000);
    expect((await open('casey-kitchen', '10.9.0.4')).statusCode).toBe(200);
    expect((await open('guess-0', '10.9.0.4')).statusCode).toBe(404);
  });

  it('keeps real pages open for visitors sharing a limited address (one proxy, one office)', async () => {
    const shared = '10.9.0.5';
    for (let index = 0; index <= unknownSlugLimit.max; index += 1) {
      await open(`typo-${index}`, shared);
    }
    expect((await open('typo-again', shared)).statusCode).toBe(429);
    expect((await open('casey-kitchen', shared)).statusCode).toBe(200);
    const event = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/estimate-view/casey-kitchen/events',
      remoteAddress: shared,
      headers: { origin: testOrigin },
      payload: { kind: 'view' },
    });
    expect(event.statusCode).toBe(204);
  });
});

describe('every route that tells whether a slug exists counts its misses (issue 33)', () => {
  const someId = '00000000-0000-4000-8000-000000000001';
  const probes: Record<string, (slug: string, remoteAddress: string) => Promise<number>> = {
    page: async (slug, remoteAddress) =>
      (await subject.app.inject({ url: `/api/v1/estimate-view/${slug}`, remoteAddress }))
        .statusCode,
    breakdown: async (slug, remoteAddress) =>
      (await subject.app.inject({ url: `/api/v1/estimate-view/${slug}/breakdown`, remoteAddress }))
        .statusCode,
    reservations: async (slug, remoteAddress) =>
      (
        await subject.app.inject({
          url: `/api/v1/estimate-view/${slug}/reservations?ids=${someId}`,
          remoteAddress,
        })
      ).statusCode,
    items: async (slug, remoteAddress) =>
      (
        await subject.app.inject({
          method: 'POST',
          url: `/api/v1/estimate-view/${slug}/items`,
          remoteAddress,
          headers: { origin: testOrigin },
          payload: { designVersionId: seeded.versionA.id, list: 'hardware', ids: [] },
        })
      ).statusCode,
    events: async (slug, remoteAddress) =>
      (
        await subject.app.inject({
          method: 'POST',
          url: `/api/v1/estimate-view/${slug}/events`,
          remoteAddress,
          headers: { origin: testOrigin },
          payload: { kind: 'view' },
        })
      ).statusCode,
  };

  it.each(Object.keys(probes))(
    'refuses a guesser probing through %s once the limit is reached, on every route',
    async (route) => {
      const guesser = `10.33.${Object.keys(probes).indexOf(route)}.1`;
      const probe = probes[route]!;
      for (let index = 0; index < unknownSlugLimit.max; index += 1) {
        expect(await probe(`probe-${route}-${index}`, guesser)).toBe(404);
      }
      for (const [name, other] of Object.entries(probes)) {
        expect(await other(`probe-${route}-last`, guesser), name).toBe(429);
      }
      // A page that exists still answers, on every route.
      expect(await probes.page!('casey-kitchen', guesser)).toBe(200);
      expect(await probes.reservations!('casey-kitchen', guesser)).toBe(200);
      expect(await probes.items!('casey-kitchen', guesser)).toBe(200);
    },
  );

  it('counts the misses of one IPv6 /64 together, whichever of its addresses sends them', async () => {
    for (let index = 0; index < unknownSlugLimit.max; index += 1) {
      expect(await probes.page!(`v6-${index}`, `2001:db8:33:1::${(index + 1).toString(16)}`)).toBe(
        404,
      );
    }
    expect(await probes.reservations!('v6-last', '2001:db8:33:1:ffff::9')).toBe(429);
    expect(await probes.page!('v6-last', '2001:db8:33:2::1')).toBe(404);
  });
});

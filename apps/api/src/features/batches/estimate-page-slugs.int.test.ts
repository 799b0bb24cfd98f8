import { batchSchema, estimatePageSlugCheckSchema } from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

/*
 * Decision 54: the 'Create estimate page' dialog checks a slug as staff type it, through
 * GET /estimate-page-slugs/{slug}, and a create call refused for a taken slug names the free
 * variant to try.
 */

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject);
});
afterAll(() => subject.close());

async function call(method: 'GET' | 'POST', url: string, as?: string, payload?: unknown) {
  const headers: Record<string, string> = { origin: testOrigin };
  if (as) headers.cookie = await signInAs(subject, as);
  return subject.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });
}

const check = (slug: string, as: string | null = viewers.designer) =>
  call('GET', `/estimate-page-slugs/${encodeURIComponent(slug)}`, as ?? undefined);

let batchCount = 0;

/** A new batch of project A (with parameters) published at `slug`. */
async function publish(slug: string) {
  const created = await call(
    'POST',
    `/project/${seeded.projectA.id}/create-new-batch`,
    viewers.designer,
    { name: `Batch ${(batchCount += 1)}` },
  );
  const batch = batchSchema.parse(created.json());
  const path = `/project/${seeded.projectA.id}/batches/${batch.id}`;
  await call('POST', `${path}/update-parameters`, viewers.designer, {
    country: 'eu',
    size: 'small',
    distance: 'near',
    currency: 'usd',
  });
  return call('POST', `${path}/create-estimate-page/${seeded.versionA.id}`, viewers.designer, {
    slug,
  });
}

describe('GET /estimate-page-slugs/{slug}', () => {
  it('answers a free slug as available, for designers and admins', async () => {
    for (const as of [viewers.designer, viewers.admin]) {
      const answer = await check('casey-kitchen', as);
      expect(answer.statusCode).toBe(200);
      expect(estimatePageSlugCheckSchema.parse(answer.json())).toEqual({
        slug: 'casey-kitchen',
        available: true,
        suggestion: 'casey-kitchen',
      });
    }
  });

  it('answers a taken slug as taken, with the next free variant', async () => {
    expect((await publish('walker-kitchen')).statusCode).toBe(201);
    expect((await check('walker-kitchen')).json()).toEqual({
      slug: 'walker-kitchen',
      available: false,
      suggestion: 'walker-kitchen-2',
    });
    expect((await publish('walker-kitchen-2')).statusCode).toBe(201);
    expect((await check('walker-kitchen')).json()).toMatchObject({
      available: false,
      suggestion: 'walker-kitchen-3',
    });
    // A variant is a slug of its own: taken too, it suggests its own next.
    expect((await check('walker-kitchen-2')).json()).toMatchObject({
      available: false,
      suggestion: 'walker-kitchen-2-2',
    });
    // Another slug sharing the start is not taken by it.
    expect((await check('walker')).json()).toMatchObject({ available: true });
  });

  it('keeps the variant of a long slug to 80 characters', async () => {
    const long = 'k'.repeat(80);
    expect((await publish(long)).statusCode).toBe(201);
    expect((await check(long)).json()).toMatchObject({
      available: false,
      suggestion: `${'k'.repeat(78)}-2`,
    });
  });

  it('refuses a slug the create call would refuse with 400 and a sentence', async () => {
    for (const slug of ['Walker Kitchen', 'ab', 'x'.repeat(81), 'a--b']) {
      const refused = await check(slug);
      expect([slug, refused.statusCode, refused.json()]).toEqual([
        slug,
        400,
        {
          code: 'VALIDATION_ERROR',
          error: 'Page slug may hold lowercase letters, digits and hyphens, 3 to 80 characters',
        },
      ]);
    }
  });

  it('is for staff only: 401 without a session, 403 for customers', async () => {
    expect((await check('casey-kitchen', null)).statusCode).toBe(401);
    for (const customer of [viewers.customerA, viewers.customerB]) {
      const refused = await check('casey-kitchen', customer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).not.toHaveProperty('available');
    }
  });
});

describe('creating a page at a taken slug', () => {
  it('answers 409 with a sentence naming the free variant, and the variant then works', async () => {
    expect((await publish('olivia-kitchen')).statusCode).toBe(201);
    const refused = await publish('olivia-kitchen');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      error: 'This address is taken by another estimate page. Try olivia-kitchen-2.',
    });
    expect((await publish('olivia-kitchen-2')).statusCode).toBe(201);
  });
});

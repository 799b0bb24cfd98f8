import { batchSchema, estimatesResponseSchema } from '@corner/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  batchDesignVersions,
  batches,
  estimatePages,
  estimateParams,
  estimates,
} from '../../db/schema.js';
import {
  addVersion,
  pinVersion,
  seedDomain,
  viewers,
} from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { freeBatchName } from './batches-repository.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

/*
 * Issue 25 point 5 on the API: batches renamed and deleted, names unique per project, Calculate
 * for the missing versions only, and the page slug's refusal as a sentence.
 */

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject);
});
afterAll(() => subject.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(method: Method, url: string, as: string, payload?: unknown) {
  const headers: Record<string, string> = {
    origin: testOrigin,
    cookie: await signInAs(subject, as),
  };
  return subject.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });
}

const eu = { country: 'eu', size: 'small', distance: 'near', currency: 'usd' };

/** A batch of project A with parameters; its path under /api/v1. */
async function batchWithParams(name: string) {
  const created = await call(
    'POST',
    `/project/${seeded.projectA.id}/create-new-batch`,
    viewers.designer,
    {
      name,
    },
  );
  expect(created.statusCode).toBe(201);
  const batch = batchSchema.parse(created.json());
  const path = `/project/${seeded.projectA.id}/batches/${batch.id}`;
  expect((await call('POST', `${path}/update-parameters`, viewers.designer, eu)).statusCode).toBe(
    200,
  );
  return { batch, path };
}

/** The audit trail's rows of one thing, or of one request, oldest first (issue 39). */
const trailOf = (entityId: string) =>
  subject.app.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.entityId, entityId))
    .orderBy(asc(auditEvents.id));
const trailOfRequest = (requestId: unknown) =>
  subject.app.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.requestId, String(requestId)))
    .orderBy(asc(auditEvents.id));

const estimatesOf = async (batchId: string) =>
  subject.app.database.db.select().from(estimates).where(eq(estimates.batchId, batchId));

describe('batch names', () => {
  it('refuses a second batch of the same name in one project with 409, adding nothing', async () => {
    await batchWithParams('Kitchen A');
    const before = await subject.app.database.db.select().from(batches);
    const again = await call(
      'POST',
      `/project/${seeded.projectA.id}/create-new-batch`,
      viewers.admin,
      {
        name: ' Kitchen A ',
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'CONFLICT',
      error: 'Another batch of this project is already named "Kitchen A": choose another name',
    });
    expect(await subject.app.database.db.select().from(batches)).toHaveLength(before.length);
    // Another project may use the name.
    const other = await call(
      'POST',
      `/project/${seeded.projectB.id}/create-new-batch`,
      viewers.admin,
      {
        name: 'Kitchen A',
      },
    );
    expect(other.statusCode).toBe(201);
  });

  it('renames a batch (staff only), and refuses a name another batch has', async () => {
    const { batch, path } = await batchWithParams('To rename');
    await batchWithParams('Taken name');
    expect((await call('PUT', path, viewers.customerA, { name: 'Mine' })).statusCode).toBe(403);

    const renamed = await call('PUT', path, viewers.designer, { name: '  Final offer ' });
    expect(renamed.statusCode).toBe(200);
    expect(batchSchema.parse(renamed.json())).toMatchObject({ id: batch.id, name: 'Final offer' });
    const list = await call('GET', `/project/${seeded.projectA.id}/batches`, viewers.designer);
    expect(list.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: batch.id, name: 'Final offer' })]),
    );
    // Its own name again is no conflict.
    expect((await call('PUT', path, viewers.designer, { name: 'Final offer' })).statusCode).toBe(
      200,
    );

    const taken = await call('PUT', path, viewers.designer, { name: 'Taken name' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(
      'Another batch of this project is already named "Taken name": choose another name',
    );
    for (const name of ['', '   ', 'a\nb']) {
      expect((await call('PUT', path, viewers.designer, { name })).statusCode).toBe(400);
    }
    const [row] = await subject.app.database.db
      .select()
      .from(batches)
      .where(eq(batches.id, batch.id));
    expect(row!.name).toBe('Final offer');
    const unknown = `/project/${seeded.projectA.id}/batches/00000000-0000-4000-8000-000000000000`;
    expect((await call('PUT', unknown, viewers.designer, { name: 'x' })).statusCode).toBe(404);
    // Through another project's path, the batch is not there.
    const foreign = `/project/${seeded.projectB.id}/batches/${batch.id}`;
    expect((await call('PUT', foreign, viewers.admin, { name: 'x' })).statusCode).toBe(404);

    // Issue 39: the rename old → new; the refused ones left nothing.
    const trail = await trailOf(batch.id);
    expect(trail.map((event) => [event.entityKind, event.summary])).toEqual([
      ['batch', 'added batch To rename'],
      ['batch', 'set the parameters of batch To rename'],
      ['batch', 'renamed batch To rename to Final offer'],
      ['batch', 'saved batch Final offer under the same name'],
    ]);
    expect(trail[2]).toMatchObject({
      actorEmail: viewers.designer,
      requestId: renamed.headers['x-request-id'],
      projectId: seeded.projectA.id,
      entityLabel: 'Final offer',
      changes: [{ field: 'name', label: 'Name', from: 'To rename', to: 'Final offer' }],
    });
    expect(trail[3]!.changes).toEqual([]);
  });
});

describe('a name made without asking (a re-quote)', () => {
  it('takes the first free one: the name, else the name with a number', async () => {
    const projectId = seeded.projectA.id;
    const db = subject.app.database.db;
    expect(await freeBatchName(db, projectId, 'Repeat (re-quote)')).toBe('Repeat (re-quote)');
    await batchWithParams('Repeat (re-quote)');
    await batchWithParams('Repeat (re-quote) 2');
    expect(await freeBatchName(db, projectId, 'Repeat (re-quote)')).toBe('Repeat (re-quote) 3');
    expect(await freeBatchName(db, seeded.projectB.id, 'Repeat (re-quote)')).toBe(
      'Repeat (re-quote)',
    );
  });
});

describe('Calculate for the missing versions', () => {
  it('stores estimates only for the versions without one, and none when none is missing', async () => {
    const { batch, path } = await batchWithParams('Partly estimated');
    const first = estimatesResponseSchema.parse(
      (await call('POST', `${path}/calculate-batch-estimate`, viewers.designer)).json(),
    );
    expect(first).toHaveLength(batch.designVersions.length);

    // A version joins the batch later (the back office adds it): it has no estimate yet.
    const late = await addVersion(subject, seeded.projectA.id, 'Late version', 2);
    await subject.app.database.db
      .insert(batchDesignVersions)
      .values({ batchId: batch.id, designVersionId: late.id });
    await subject.app.cache.invalidateProject(seeded.projectA.id);
    const partly = batchSchema.parse((await call('GET', path, viewers.designer)).json());
    expect(partly.designVersions.filter((version) => version.estimateId === null)).toEqual([
      expect.objectContaining({ id: late.id }),
    ]);

    const missing = await call(
      'POST',
      `${path}/calculate-batch-estimate?versions=missing`,
      viewers.designer,
    );
    expect(missing.statusCode).toBe(200);
    expect(estimatesResponseSchema.parse(missing.json()).map((row) => row.designVersionId)).toEqual(
      [late.id],
    );
    const stored = await estimatesOf(batch.id);
    expect(stored).toHaveLength(first.length + 1);
    // The earlier estimates are the same rows: nothing else was recalculated.
    expect(stored.map((row) => row.id)).toEqual(expect.arrayContaining(first.map((row) => row.id)));

    const again = await call(
      'POST',
      `${path}/calculate-batch-estimate?versions=missing`,
      viewers.designer,
    );
    expect(again.json()).toEqual([]);
    expect(await estimatesOf(batch.id)).toHaveLength(first.length + 1);
    expect(
      (await call('POST', `${path}/calculate-batch-estimate?versions=some`, viewers.designer))
        .statusCode,
    ).toBe(400);
  });
});

describe('deleting a batch', () => {
  it('takes its page, estimates and parameters, keeps a pinned estimate, staff only', async () => {
    const { batch, path } = await batchWithParams('To delete');
    const calculated = estimatesResponseSchema.parse(
      (await call('POST', `${path}/calculate-batch-estimate`, viewers.designer)).json(),
    );
    const page = await call(
      'POST',
      `${path}/create-estimate-page/${batch.designVersions[0]!.id}`,
      viewers.designer,
      { slug: 'to-delete-page' },
    );
    expect(page.statusCode).toBe(201);
    const paramsId = batchSchema.parse(page.json()).estimateParams!.id;
    // The customer was shown version A's estimate of this batch: the pin holds it.
    await pinVersion(subject, seeded.projectA.id, seeded.versionA.id);
    const pinnedId = calculated.find((row) => row.designVersionId === seeded.versionA.id)!.id;

    expect((await call('DELETE', path, viewers.customerA)).statusCode).toBe(403);
    expect((await call('GET', path, viewers.designer)).statusCode).toBe(200);

    const deleted = await call('DELETE', path, viewers.designer);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', path, viewers.designer)).statusCode).toBe(404);
    expect((await call('DELETE', path, viewers.designer)).statusCode).toBe(404);
    const db = subject.app.database.db;
    expect(
      await db.select().from(estimatePages).where(eq(estimatePages.slug, 'to-delete-page')),
    ).toEqual([]);
    expect(await db.select().from(estimateParams).where(eq(estimateParams.id, paramsId))).toEqual(
      [],
    );
    const left = await db
      .select()
      .from(estimates)
      .where(eq(estimates.designVersionId, seeded.versionA.id));
    expect(left.filter((row) => calculated.some((each) => each.id === row.id))).toEqual([
      expect.objectContaining({ id: pinnedId, batchId: null }),
    ]);
    const publicPage = await subject.app.inject({ url: '/api/v1/estimate-view/to-delete-page' });
    expect(publicPage.statusCode).toBe(404);

    // Issue 39: each estimate deleted or kept, then the batch, from the one request.
    const trail = await trailOfRequest(deleted.headers['x-request-id']);
    const byEstimate = new Map(calculated.map((row) => [row.id, row.reference]));
    const estimateRows = trail.slice(0, -1);
    expect(estimateRows.map((event) => event.entityKind)).toEqual(calculated.map(() => 'estimate'));
    expect(estimateRows.map((event) => event.entityId).sort()).toEqual(
      [...byEstimate.keys()].sort(),
    );
    const pinnedRow = trail.find((event) => event.entityId === pinnedId)!;
    expect(pinnedRow.summary).toBe(
      `took estimate ${byEstimate.get(pinnedId)} of Version A out of batch To delete (a customer holds it, so it is kept)`,
    );
    const other = trail.find((event) => event.entityKind === 'estimate' && event !== pinnedRow);
    if (other)
      expect(other.summary).toMatch(/^deleted estimate E-\d{4}-\d+ of .+ from batch To delete$/);
    expect(trail.at(-1)).toMatchObject({
      entityKind: 'batch',
      entityId: batch.id,
      summary: 'deleted batch To delete with its estimate page to-delete-page',
      actorEmail: viewers.designer,
      projectId: seeded.projectA.id,
    });
  });

  it("never deletes another project's batch", async () => {
    const other = await call(
      'POST',
      `/project/${seeded.projectB.id}/create-new-batch`,
      viewers.admin,
      {
        name: 'Safe',
      },
    );
    const id = other.json().id as string;
    expect(
      (await call('DELETE', `/project/${seeded.projectA.id}/batches/${id}`, viewers.admin))
        .statusCode,
    ).toBe(404);
    expect(
      await subject.app.database.db.select().from(batches).where(eq(batches.id, id)),
    ).toHaveLength(1);
  });
});

describe('the page slug refused', () => {
  it('says in one sentence what a slug may hold', async () => {
    const { batch, path } = await batchWithParams('Slug rules');
    const url = `${path}/create-estimate-page/${batch.designVersions[0]!.id}`;
    for (const slug of ['My Kitchen', 'ab', 'x'.repeat(81), '-a-', 'A']) {
      const refused = await call('POST', url, viewers.designer, { slug });
      expect([slug, refused.statusCode, refused.json()]).toEqual([
        slug,
        400,
        {
          code: 'VALIDATION_ERROR',
          error: 'Page slug may hold lowercase letters, digits and hyphens, 3 to 80 characters',
        },
      ]);
    }
    // The generic messages keep naming their field.
    const blank = await call('POST', url, viewers.designer, { slug: '   ' });
    expect(blank.json().error).toBe('body/slug: This field is required');
  });
});

import {
  priceListPreviewSchema,
  validationMessages,
  type PriceListPreview,
  type PriceListRates,
} from '@corner/contracts';
import { calculateEstimate } from '@corner/pricing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimatePages, estimates, itemLines, priceLists, reservations } from '../../db/schema.js';
import { builtInPriceList } from './price-lists-repository.js';
import { caller } from '../../../test/helpers/cache.js';
import { addEstimate, seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

/*
 * Decision 55: POST /admin/price-lists/preview prices each open batch with the active list
 * and with a draft, by Calculate's own functions, for staff only, and changes nothing.
 */

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let call: ReturnType<typeof caller>;

const ratesV1 = builtInPriceList.rates;
const draft: PriceListRates = { ...ratesV1, assemblyRate: '0.25' };
const params = {
  country: 'us',
  size: 'medium',
  distance: 'far',
  usPart: 'west',
  deliveryType: 'shipping',
  currency: 'usd',
  assembled: true,
} as const;

const db = () => subject.app.database.db;
const preview = (rates: unknown, as: string | null = viewers.admin) =>
  call('POST', '/admin/price-lists/preview', as ?? undefined, { rates });

/** A batch of the project; with parameters unless told otherwise. Answers its URL and id. */
async function batch(projectId: string, name: string, withParams = true) {
  const base = `/project/${projectId}`;
  const created = await call('POST', `${base}/create-new-batch`, viewers.designer, { name });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: string }>();
  const url = `${base}/batches/${id}`;
  if (withParams) {
    const saved = await call('POST', `${url}/update-parameters`, viewers.designer, params);
    expect(saved.statusCode).toBe(200);
  }
  return { id, url };
}

/** What the pricing package makes of version A with the parameters and the rates. */
async function totalOfA(rates: PriceListRates, version: number) {
  const lines = await db()
    .select()
    .from(itemLines)
    .where(eq(itemLines.designVersionId, seeded.versionA.id));
  const pricing = {
    ...params,
    isCountertopDeliverySeparated: false,
    measurements: null,
    installation: null,
    dollarRate: null,
  };
  return calculateEstimate(lines, pricing, { ...rates, version }, new Date()).totalCost;
}

/** Every row the preview could touch, to show it touched none. */
const tables = async () => ({
  priceLists: await db().select().from(priceLists).orderBy(asc(priceLists.version)),
  estimates: await db().select().from(estimates).orderBy(asc(estimates.id)),
  pages: await db().select().from(estimatePages).orderBy(asc(estimatePages.id)),
});

let open: { id: string; url: string };
let published: { id: string; url: string };
let reserved: { id: string; url: string };
let withoutParams: { id: string; url: string };

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject);
  call = caller(subject);
  withoutParams = await batch(seeded.projectA.id, 'No parameters', false);
  published = await batch(seeded.projectA.id, 'Published');
  expect(
    (await call('POST', `${published.url}/calculate-batch-estimate`, viewers.designer)).statusCode,
  ).toBe(200);
  const page = await call(
    'POST',
    `${published.url}/create-estimate-page/${seeded.versionA.id}`,
    viewers.designer,
    { slug: 'preview-published' },
  );
  expect(page.statusCode).toBe(201);
  open = await batch(seeded.projectA.id, 'Open');
  // Project B's spot is reserved: its batch's estimate is agreed.
  reserved = await batch(seeded.projectB.id, 'Reserved');
  const paid = await addEstimate(subject, seeded.versionB.id);
  await db()
    .insert(reservations)
    .values({ estimateId: paid.id, projectId: seeded.projectB.id, eventId: 'evt_preview' });
});
afterAll(() => subject.close());

describe('the price list preview', () => {
  it('answers staff only: 401 anonymous, 403 customers, 200 designers and admins', async () => {
    expect((await preview(draft, null)).statusCode).toBe(401);
    expect((await preview(draft, viewers.customerA)).statusCode).toBe(403);
    expect((await preview(draft, viewers.designer)).statusCode).toBe(200);
    expect((await preview(draft, viewers.admin)).statusCode).toBe(200);
  });

  it('prices only the open batches, today and with the draft, as Calculate would', async () => {
    const before = await tables();
    const answer = await preview(draft);
    expect(answer.statusCode).toBe(200);
    const body: PriceListPreview = priceListPreviewSchema.parse(answer.json());
    expect(body.activeVersion).toBe(1);
    expect(body.moreBatches).toBe(0);
    const ids = body.batches.map((each) => each.batchId);
    expect(ids).toEqual([open.id]);
    expect(ids).not.toContain(published.id);
    expect(ids).not.toContain(reserved.id);
    expect(ids).not.toContain(withoutParams.id);

    const [only] = body.batches;
    expect(only).toMatchObject({
      projectId: seeded.projectA.id,
      projectName: 'Casey kitchen',
      batchName: 'Open',
      currency: 'usd',
    });
    const today = await totalOfA(ratesV1, 1);
    const withDraft = await totalOfA(draft, 2);
    expect(withDraft).toBeGreaterThan(today);
    expect(only!.versions).toEqual([
      {
        designVersionId: seeded.versionA.id,
        name: 'Version A',
        createdAt: seeded.versionA.createdAt.toISOString(),
        current: { kind: 'priced', totalCost: today },
        proposed: { kind: 'priced', totalCost: withDraft },
        difference: Math.round((withDraft - today) * 100) / 100,
      },
    ]);

    // Nothing stored, nothing made active.
    expect(await tables()).toEqual(before);

    // Saved and calculated, the draft gives the total the preview answered.
    expect(
      (await call('POST', '/admin/price-lists', viewers.admin, { basedOnVersion: 1, rates: draft }))
        .statusCode,
    ).toBe(201);
    const calculated = await call('POST', `${open.url}/calculate-batch-estimate`, viewers.designer);
    expect(calculated.json<{ totalCost: number }[]>()[0]!.totalCost).toBe(withDraft);
  });

  it('says a draft that changes nothing makes no difference', async () => {
    const lists = await call('GET', '/admin/price-lists', viewers.admin);
    const { rates } = lists.json<{ active: { rates: PriceListRates } }>().active;
    const body = priceListPreviewSchema.parse((await preview(rates)).json());
    expect(body.activeVersion).toBe(2);
    for (const each of body.batches.flatMap((batchOf) => batchOf.versions)) {
      expect(each.difference).toBe(0);
    }
  });

  it('refuses bad input with a 400 and its reason, never a 500, storing nothing', async () => {
    const before = await tables();
    const attempts: [unknown, string][] = [
      [{ rates: { ...draft, assemblyRate: '-0.1' } }, validationMessages.min(0)],
      [{ rates: { ...draft, assemblyRate: 'abc' } }, validationMessages.notANumber],
      [
        { rates: { ...draft, countryFactor: { ...draft.countryFactor, eu: '0' } } },
        'A factor must be above 0',
      ],
      [{ rates: { ...draft, validityDays: 0 } }, validationMessages.min(1)],
      [{ rates: { ...draft, deliveryBase: { small: '1' } } }, ''],
      [{ rates: draft, extra: true }, ''],
      [{}, ''],
      [[draft], ''],
      [null, ''],
    ];
    for (const [body, message] of attempts) {
      const response = await call('POST', '/admin/price-lists/preview', viewers.admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect(await tables()).toEqual(before);
  });
});

import { priceListsSchema, validationMessages, type PriceListRates } from '@corner/contracts';
import { calculateEstimate } from '@corner/pricing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimates, itemLines, priceLists } from '../../db/schema.js';
import { builtInPriceList } from './price-lists-repository.js';
import { caller } from '../../../test/helpers/cache.js';
import { seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let call: ReturnType<typeof caller>;

const ratesV1 = builtInPriceList.rates;
const newRates: PriceListRates = { ...ratesV1, assemblyRate: '0.20' };
const params = {
  country: 'us',
  size: 'medium',
  distance: 'far',
  usPart: 'west',
  deliveryType: 'shipping',
  currency: 'usd',
  assembled: true,
};

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject);
  call = caller(subject);
});
afterAll(() => subject.close());

const db = () => subject.app.database.db;
const storedVersions = async () =>
  (await db().select().from(priceLists).orderBy(asc(priceLists.version))).map((row) => ({
    version: row.version,
    isActive: row.isActive,
  }));
const save = (basedOnVersion: number, rates: unknown, as: string | null = viewers.admin) =>
  call('POST', '/admin/price-lists', as ?? undefined, { basedOnVersion, rates });

/** A batch of project A with the parameters; answers the URL of its calculation. */
/** Batch names are unique per project (migration 0012): each batch is numbered. */
let batchNumber = 0;

async function batchOfA() {
  const base = `/project/${seeded.projectA.id}`;
  batchNumber += 1;
  const batch = (
    await call('POST', `${base}/create-new-batch`, viewers.designer, { name: `B ${batchNumber}` })
  ).json<{ id: string }>();
  const url = `${base}/batches/${batch.id}`;
  const saved = await call('POST', `${url}/update-parameters`, viewers.designer, params);
  expect(saved.statusCode).toBe(200);
  return `${url}/calculate-batch-estimate`;
}

/** What the pricing package makes of version A with the parameters and the rates. */
async function expectedTotal(rates: PriceListRates, version: number) {
  const lines = await db()
    .select()
    .from(itemLines)
    .where(eq(itemLines.designVersionId, seeded.versionA.id));
  const pricing = {
    ...params,
    usPart: 'west' as const,
    deliveryType: 'shipping' as const,
    country: 'us' as const,
    size: 'medium' as const,
    distance: 'far' as const,
    currency: 'usd' as const,
    isCountertopDeliverySeparated: false,
    measurements: null,
    installation: null,
    dollarRate: null,
  };
  return calculateEstimate(lines, pricing, { ...rates, version }, new Date()).totalCost;
}

describe('the price list', () => {
  it('answers the built-in version 1 while none is stored, to admins only', async () => {
    const answer = await call('GET', '/admin/price-lists', viewers.admin);
    expect(answer.statusCode).toBe(200);
    const lists = priceListsSchema.parse(answer.json());
    expect(lists.active).toEqual({ version: 1, isActive: true, createdAt: null, rates: ratesV1 });
    expect(lists.versions).toHaveLength(1);
    for (const [as, status] of [
      [viewers.designer, 403],
      [viewers.customerA, 403],
      [undefined, 401],
    ] as const) {
      expect((await call('GET', '/admin/price-lists', as)).statusCode).toBe(status);
      expect((await save(1, newRates, as ?? null)).statusCode).toBe(status);
    }
    expect(await storedVersions()).toEqual([]);
  });

  it('refuses rates out of rule with the generic messages, storing nothing', async () => {
    const attempts: [unknown, string][] = [
      [{ ...newRates, assemblyRate: '-0.1' }, validationMessages.min(0)],
      [{ ...newRates, assemblyRate: '' }, validationMessages.required],
      [{ ...newRates, assemblyRate: 'abc' }, validationMessages.notANumber],
      [{ ...newRates, assemblyRate: '0.123456' }, validationMessages.maxDecimals(4)],
      [{ ...newRates, assemblyRate: '1e1' }, validationMessages.pattern],
      [
        { ...newRates, deliveryBase: { ...newRates.deliveryBase, small: '1200.005' } },
        validationMessages.maxDecimals(2),
      ],
      [
        { ...newRates, countryFactor: { ...newRates.countryFactor, eu: '0' } },
        'A factor must be above 0',
      ],
      [{ ...newRates, distanceFactor: { near: '1' } }, ''],
      [{ ...newRates, validityDays: 0 }, validationMessages.min(1)],
      [{ ...newRates, assemblyRate: 0.2 }, ''],
      [{ ...newRates, extra: '1' }, ''],
    ];
    for (const [rates, message] of attempts) {
      const response = await save(1, rates);
      expect(response.statusCode, JSON.stringify(rates)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect(await storedVersions()).toEqual([]);
  });

  it('keeps an issued estimate while a recalculation after a new version uses its rates', async () => {
    const calculate = await batchOfA();
    const before = await call('POST', calculate, viewers.designer);
    expect(before.statusCode).toBe(200);
    const [old] = before.json<{ id: string; totalCost: number }[]>();
    expect(old!.totalCost).toBe(await expectedTotal(ratesV1, 1));

    const saved = await save(1, newRates);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ version: 2, isActive: true, rates: newRates });
    expect(await storedVersions()).toEqual([
      { version: 1, isActive: false },
      { version: 2, isActive: true },
    ]);
    const lists = priceListsSchema.parse(
      (await call('GET', '/admin/price-lists', viewers.admin)).json(),
    );
    expect(lists.active.version).toBe(2);
    expect(lists.versions.map((each) => each.version)).toEqual([2, 1]);
    expect(lists.versions[1]!.rates).toEqual(ratesV1);

    const after = await call('POST', await batchOfA(), viewers.designer);
    const [fresh] = after.json<{ id: string; totalCost: number }[]>();
    expect(fresh!.totalCost).toBe(await expectedTotal(newRates, 2));
    expect(fresh!.totalCost).toBeGreaterThan(old!.totalCost);

    const rows = await db().select().from(estimates).orderBy(asc(estimates.createdAt));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(Number(byId.get(old!.id)!.totalCost)).toBe(old!.totalCost);
    expect(byId.get(old!.id)!.priceListVersion).toBe(1);
    expect(byId.get(fresh!.id)!.priceListVersion).toBe(2);
    expect(byId.get(fresh!.id)!.snapshot).toMatchObject({
      priceList: { version: 2, assemblyRate: '0.20' },
    });
    // "Get estimate" on one version prices with the new version too.
    const single = await call(
      'POST',
      `/project/${seeded.projectA.id}/design-versions/${seeded.versionA.id}/calculate-estimate`,
      viewers.admin,
    );
    expect(single.json().totalCost).toBe(await expectedTotal(newRates, 2));
  });

  it('answers 409 to a save based on an older version, and one of two racing saves', async () => {
    const stale = await save(1, { ...newRates, assemblyRate: '0.30' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(
      'Another admin saved version 2 of the price list meanwhile: reload it, then make your change again',
    );
    const racing = await Promise.all([
      save(2, { ...newRates, assemblyRate: '0.25' }),
      save(2, { ...newRates, assemblyRate: '0.26' }),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const rows = await storedVersions();
    expect(rows.map((row) => row.version)).toEqual([1, 2, 3]);
    expect(rows.filter((row) => row.isActive)).toEqual([{ version: 3, isActive: true }]);
  });
});

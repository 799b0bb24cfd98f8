import {
  builtInDeposit,
  rateChanges,
  stalePriceListMessage,
  type PriceListRates,
  type PriceListVersion,
} from '@corner/contracts';
import { priceListOf, priceListVersion1, type PriceList } from '@corner/pricing';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { priceLists } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordChange, type Audited } from '../audit/index.js';

/*
 * The price list (PRODUCT.md 5): numbered versions, one active, never edited once stored. A
 * database without any stored version prices with the built-in first version
 * (`priceListVersion1`), which is stored as version 1 when the first new version is saved.
 */

type Row = typeof priceLists.$inferSelect;

/**
 * The rates of a stored row: the jsonb keeps the whole PriceList, version included, and the
 * deposit (decision 50; rows stored before it read as the built-in one).
 */
function ratesOf(rates: unknown): PriceListRates {
  const {
    assemblyRate,
    deliveryBase,
    countryFactor,
    usPartFactor,
    distanceFactor,
    deliveryTypeFactor,
    countertopDelivery,
    deposit = builtInDeposit,
    validityDays,
  } = rates as PriceList & Partial<Pick<PriceListRates, 'deposit'>>;
  return {
    assemblyRate,
    deliveryBase,
    countryFactor,
    usPartFactor,
    distanceFactor,
    deliveryTypeFactor,
    countertopDelivery,
    deposit,
    validityDays,
  };
}

function toVersion(row: Row): PriceListVersion {
  return {
    version: row.version,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    rates: ratesOf(row.rates),
  };
}

/** Version 1 as answered while no version is stored: the built-in rates and deposit. */
export const builtInPriceList: PriceListVersion = {
  version: priceListVersion1.version,
  isActive: true,
  createdAt: null,
  rates: ratesOf(priceListVersion1),
};

/** The active version, as staff read it for the batches screen's price preview (decision 41). */
export async function findActivePriceList(db: Db | Tx): Promise<PriceListVersion> {
  const [row] = await db.select().from(priceLists).where(eq(priceLists.isActive, true)).limit(1);
  return row ? toVersion(row) : builtInPriceList;
}

/** The active price list for a calculation (inside its transaction). */
export async function activePriceList(db: Db | Tx): Promise<PriceList> {
  return priceListOf(await findActivePriceList(db));
}

/**
 * When each of these versions was saved, for naming the list an estimate used (decision 55);
 * a version not stored (the built-in first one) is null.
 */
export async function priceListDates(db: Db, versions: number[]) {
  const wanted = [...new Set(versions)];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ version: priceLists.version, createdAt: priceLists.createdAt })
          .from(priceLists)
          .where(inArray(priceLists.version, wanted));
  const saved = new Map(rows.map((row) => [row.version, row.createdAt.toISOString()]));
  return new Map(wanted.map((version) => [version, saved.get(version) ?? null]));
}

/** The active version and every version, newest first. */
export async function listPriceLists(db: Db) {
  const rows = await db.select().from(priceLists).orderBy(desc(priceLists.version));
  const versions = rows.length > 0 ? rows.map(toVersion) : [builtInPriceList];
  const active = versions.find((version) => version.isActive) ?? versions[0]!;
  return { active, versions };
}

/**
 * Stores version `basedOnVersion + 1` and makes it the only active one, in one transaction.
 * When the active version is not `basedOnVersion` (another admin saved meanwhile), 409 and
 * nothing is stored. Two saves of the same base race for the same primary key: one wins, the
 * other waits for it and then answers 409.
 */
export async function savePriceList(
  db: Db,
  basedOnVersion: number,
  rates: PriceListRates,
  audit: Audited,
) {
  return db.transaction(async (tx) => {
    const before = await findActivePriceList(tx);
    const [newest] = await tx
      .select({ version: priceLists.version })
      .from(priceLists)
      .orderBy(desc(priceLists.version))
      .limit(1);
    const current = newest?.version ?? priceListVersion1.version;
    if (current !== basedOnVersion) throw AppError.conflict(stalePriceListMessage(current));
    if (!newest) {
      await tx
        .insert(priceLists)
        .values({ version: priceListVersion1.version, rates: priceListVersion1, isActive: false })
        .onConflictDoNothing();
    }
    const version = basedOnVersion + 1;
    const [inserted] = await tx
      .insert(priceLists)
      .values({ version, rates: { version, ...rates }, isActive: false })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw AppError.conflict(stalePriceListMessage(version));
    await tx
      .update(priceLists)
      .set({ isActive: sql`${priceLists.version} = ${version}` })
      .where(sql`${priceLists.isActive} or ${priceLists.version} = ${version}`);
    // Each rate by its label, old and new as typed: 'Assembly rate 0.12 → 0.13'.
    const changes = rateChanges(before.rates, rates);
    await recordChange(tx, audit, {
      summary: `saved price list version ${version}`,
      entity: { kind: 'price-list', id: String(version), label: `Price list version ${version}` },
      changes,
    });
    return toVersion({ ...inserted, isActive: true });
  });
}

import {
  catalogCategorySchema,
  estimateLineGroups,
  lineGroupOf,
  portalPaths,
  type CatalogCategory,
  type ContentSlot,
  type Country,
  type EstimateBreakdown,
  type EstimateLine,
  type Image,
} from '@corner/contracts';
import { priceLines } from '@corner/pricing';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import {
  catalogItems,
  contentItems,
  designVersions,
  estimates,
  images,
} from '../../../db/schema.js';
import { toImage } from '../../../images/image-urls.js';
import { toAmount } from '../../../lib/money.js';
import { isUuid } from '../../projects/index.js';
import { snapshotParamsSchema } from '../snapshot.js';
import { estimateOptionsOf } from '../variants/estimate-options.js';

/*
 * The breakdown of issued estimates (decision 34): lines, drivers and the included text, read
 * from each estimate's frozen snapshot, never from the design version's lines or the price
 * list as they are now. Only pictures and public links are today's: a line's own picture,
 * else its catalog item's current one, and a link while the catalog item is public.
 */

/** A numeric column as JSON holds it: a decimal string (a number from older writers). */
const decimal = z.union([
  z.string().regex(/^-?\d+(\.\d+)?$/),
  z.number().finite().transform(String),
]);

const snapshotLineSchema = z.object({
  id: z.string(),
  category: catalogCategorySchema,
  catalogItemId: z.string().nullable().default(null),
  name: z.string(),
  imageId: z.string().nullable().default(null),
  quantity: decimal.refine((value) => Number(value) > 0, 'quantity must be positive'),
  unit: z.string(),
  unitPrice: decimal,
  position: z.number().int().default(0),
});
type SnapshotLine = z.output<typeof snapshotLineSchema>;

/** What calculation/calculation-repository.ts stores; only what a breakdown reads is checked. */
const snapshotSchema = z.object({
  params: snapshotParamsSchema,
  dollarRate: decimal,
  lines: z.array(snapshotLineSchema),
});

/** An estimate a page shows, in the page's order. */
export interface ShownEstimate {
  estimateId: string;
  designVersionId: string;
}

export const includedSlotOf = (country: Country): ContentSlot => `estimate-included-${country}`;

/** Group, then the group's category order (fronts before boxes, as the page lists them), then position. */
function lineOrder(line: SnapshotLine) {
  const group = lineGroupOf(line.category);
  return [
    estimateLineGroups.indexOf(group),
    (group.categories as readonly CatalogCategory[]).indexOf(line.category),
    line.position,
  ];
}

function sortLines(lines: SnapshotLine[]): SnapshotLine[] {
  return lines
    .map((line, index) => ({ line, index, order: lineOrder(line) }))
    .sort((a, b) => {
      for (let i = 0; i < a.order.length; i += 1) {
        const difference = a.order[i]! - b.order[i]!;
        if (difference !== 0) return difference;
      }
      return a.index - b.index;
    })
    .map(({ line }) => line);
}

const uuids = (ids: (string | null)[]) => [
  ...new Set(ids.filter((id): id is string => id !== null && isUuid(id))),
];

/**
 * The breakdown of each shown estimate, in the order given. An estimate whose snapshot cannot
 * be read (written by hand, or by a much older calculation) is left out and logged, rather
 * than failing the whole page.
 */
export async function estimateBreakdowns(
  db: Db,
  shown: readonly ShownEstimate[],
  log?: FastifyBaseLogger,
): Promise<EstimateBreakdown[]> {
  const ids = uuids(shown.map((item) => item.estimateId));
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: estimates.id,
      designVersionId: estimates.designVersionId,
      currency: estimates.currency,
      materialsCost: estimates.materialsCost,
      componentsCost: estimates.componentsCost,
      countertopCost: estimates.countertopCost,
      priceListVersion: estimates.priceListVersion,
      snapshot: estimates.snapshot,
      optionGroups: designVersions.optionGroups,
    })
    .from(estimates)
    .innerJoin(designVersions, eq(designVersions.id, estimates.designVersionId))
    .where(inArray(estimates.id, ids));

  const readable = rows.flatMap((row) => {
    const parsed = snapshotSchema.safeParse(row.snapshot);
    if (parsed.success)
      return [{ row, snapshot: parsed.data, lines: sortLines(parsed.data.lines) }];
    log?.warn({ estimateId: row.id, issues: parsed.error.issues }, 'unreadable estimate snapshot');
    return [];
  });

  const allLines = readable.flatMap((item) => item.lines);
  const [catalogRows, ownImages, slotRows] = await Promise.all([
    catalogOf(db, uuids(allLines.map((line) => line.catalogItemId))),
    imagesById(db, uuids(allLines.map((line) => line.imageId))),
    includedTexts(db, [...new Set(readable.map((item) => item.snapshot.params.country))]),
  ]);

  const byId = new Map(readable.map((item) => [item.row.id, item]));
  return shown.flatMap(({ estimateId }) => {
    const item = byId.get(estimateId);
    if (!item) return [];
    const { row, snapshot, lines } = item;
    const currency = row.currency;
    const dollarRate = currency === 'usd' ? '1' : normalise(snapshot.dollarRate);
    const prices = priceLines(lines, {
      currency,
      dollarRate,
      materialsCost: toAmount(row.materialsCost),
      componentsCost: toAmount(row.componentsCost),
      countertopCost: toAmount(row.countertopCost),
    });
    const params = snapshot.params;
    const hasCountertop = lines.some((line) => line.category === 'countertop');
    return [
      {
        estimateId: row.id,
        designVersionId: row.designVersionId,
        drivers: {
          size: params.size,
          country: params.country,
          usPart: params.usPart,
          distance: params.distance,
          deliveryType: params.deliveryType,
          assembled: params.assembled,
          countertopDeliverySeparated:
            params.isCountertopDeliverySeparated && params.country === 'us' && hasCountertop,
          currency,
          dollarRate,
          priceListVersion: row.priceListVersion,
        },
        lines: lines.map((line, index): EstimateLine => {
          const catalogItem = line.catalogItemId ? catalogRows.get(line.catalogItemId) : undefined;
          return {
            id: line.id,
            category: line.category,
            name: line.name,
            image: (line.imageId && ownImages.get(line.imageId)) || catalogItem?.image || null,
            catalogItemId: line.catalogItemId,
            publicPath: catalogItem?.isPublic
              ? portalPaths.catalogItem(catalogItem.category, catalogItem.id)
              : null,
            quantity: Number(line.quantity),
            unit: line.unit,
            unitPrice: prices[index]!.unitPrice,
            price: prices[index]!.price,
          };
        }),
        included: slotRows.get(includedSlotOf(params.country)) ?? '',
        options: estimateOptionsOf(row.snapshot, row.optionGroups),
      },
    ];
  });
}

/** "0.9200" as "0.92": the rate the estimate used, without the column's padding. */
function normalise(rate: string) {
  const [whole, fraction = ''] = rate.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed ? `${whole}.${trimmed}` : whole!;
}

/** The catalog items the lines were picked from, as they are now, with their current picture. */
async function catalogOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, CatalogNow>();
  const rows = await db
    .select({ item: catalogItems, image: images })
    .from(catalogItems)
    .leftJoin(images, eq(images.id, catalogItems.imageId))
    .where(inArray(catalogItems.id, ids));
  return new Map(
    rows.map(({ item, image }): [string, CatalogNow] => [
      item.id,
      {
        id: item.id,
        category: item.category,
        isPublic: item.isPublic,
        image: image ? toImage(image) : null,
      },
    ]),
  );
}

interface CatalogNow {
  id: string;
  category: CatalogCategory;
  isPublic: boolean;
  image: Image | null;
}

/** The lines' own pictures that still exist (a picture nothing uses any more is deleted). */
async function imagesById(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, Image>();
  const rows = await db.select().from(images).where(inArray(images.id, ids));
  return new Map(rows.map((row) => [row.id, toImage(row)]));
}

/** The body of each country's `estimate-included-{country}` content item, by slot. */
async function includedTexts(db: Db, countries: Country[]) {
  if (countries.length === 0) return new Map<ContentSlot, string>();
  const rows = await db
    .select({ slot: contentItems.slot, body: contentItems.body })
    .from(contentItems)
    .where(inArray(contentItems.slot, countries.map(includedSlotOf)));
  return new Map(rows.flatMap((row) => (row.slot ? [[row.slot, row.body] as const] : [])));
}

import { randomBytes } from 'node:crypto';
import {
  errorCodes,
  lineAmountProblem,
  type OptionGroup,
  type OptionGroupRequest,
  type OptionItem,
  type VersionOptionsRequest,
} from '@corner/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { catalogItems, designVersions, itemLines } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { type Audited } from '../audit/index.js';
import { decimalText } from './admin-versions-repository.js';
import { optionChanges, recordVersionChange, type VersionRef } from './version-audit.js';

/*
 * The options staff offer on a design version (issue 37, decision 61), saved whole. Items are
 * copied from the catalog as lines are (name, picture, unit, today's price) and kept as they
 * were when offered: saving the groups again does not reprice an item already offered.
 */

type CatalogRow = typeof catalogItems.$inferSelect;

const invalid = (path: string, message: string) =>
  new AppError(errorCodes.validation, `body/groups/${path}: ${message}`, 400);

/** A new group's id: short, so that a variant's address stays readable. */
const newGroupId = () => randomBytes(5).toString('hex');

/**
 * An item's id: its catalog item's, shortened; the same item keeps it in every save. It starts
 * with a letter, so that JavaScript keeps keys by it (`differences`) in the order written.
 */
const itemIdOf = (catalogItemId: string) => `i${catalogItemId.replaceAll('-', '').slice(0, 9)}`;

function copyItem(item: CatalogRow, quantity: number | null): OptionItem {
  return {
    id: itemIdOf(item.id),
    catalogItemId: item.id,
    category: item.category,
    name: item.name,
    imageId: item.imageId,
    unit: item.unit,
    unitPrice: item.unitPrice,
    quantity: quantity === null ? null : decimalText(quantity),
  };
}

export async function saveVersionOptions(
  db: Db | Tx,
  version: { id: string; optionGroups: OptionGroup[] },
  request: VersionOptionsRequest,
) {
  const catalogIds = request.groups.flatMap((group) =>
    group.kind === 'swap'
      ? group.catalogItemIds
      : group.kind === 'add'
        ? group.items.map((item) => item.catalogItemId)
        : [],
  );
  const [lines, catalog] = await Promise.all([
    db
      .select({
        id: itemLines.id,
        category: itemLines.category,
        catalogItemId: itemLines.catalogItemId,
        name: itemLines.name,
      })
      .from(itemLines)
      .where(eq(itemLines.designVersionId, version.id)),
    catalogIds.length === 0
      ? []
      : db.select().from(catalogItems).where(inArray(catalogItems.id, catalogIds)),
  ]);
  const catalogById = new Map(catalog.map((item) => [item.id, item]));
  const earlier = new Map(version.optionGroups.map((group) => [group.id, group]));

  const groupIds = new Set<string>();
  const groups = request.groups.map((group, index): OptionGroup => {
    const id = group.id ?? newGroupId();
    if (groupIds.has(id)) throw invalid(`${index}/id`, 'Each group has an id of its own');
    groupIds.add(id);
    const kept = (item: OptionItem) => {
      const before = earlier.get(id);
      const same = before && 'items' in before && before.items.find((x) => x.id === item.id);
      return same && same.quantity === item.quantity ? same : item;
    };
    const itemsOf = (picked: { catalogItemId: string; quantity: number | null }[]) => {
      const seen = new Set<string>();
      return picked.map(({ catalogItemId, quantity }, itemIndex) => {
        const row = catalogById.get(catalogItemId);
        if (!row) throw invalid(`${index}/items/${itemIndex}`, 'No such catalog item');
        if (seen.has(row.id))
          throw invalid(`${index}/items/${itemIndex}`, 'An item is offered once in a group');
        seen.add(row.id);
        const tooLarge = quantity !== null && lineAmountProblem(quantity, row.unitPrice);
        if (tooLarge) throw invalid(`${index}/items/${itemIndex}/quantity`, tooLarge);
        return kept(copyItem(row, quantity));
      });
    };
    return groupOf(group, id, lines, itemsOf, index);
  });

  await db
    .update(designVersions)
    .set({ optionGroups: groups })
    .where(eq(designVersions.id, version.id));
  return { groups, lines };
}

/**
 * Saves the groups as the back office does, in one transaction with the audit trail: each
 * group added, changed or removed, in words with exact prices.
 */
export async function saveAuditedVersionOptions(
  db: Db,
  version: VersionRef,
  request: VersionOptionsRequest,
  audit: Audited,
) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(designVersions)
      .where(eq(designVersions.id, version.id))
      .for('update');
    if (!current) throw AppError.notFound('Design version');
    const { groups, lines } = await saveVersionOptions(tx, current, request);
    const names = new Map(lines.map((line) => [line.id, line.name]));
    await recordVersionChange(
      tx,
      audit,
      version,
      `changed the options of ${current.name}`,
      optionChanges(current.optionGroups, groups, names),
    );
  });
}

function groupOf(
  group: OptionGroupRequest,
  id: string,
  lines: { id: string; category: string; catalogItemId: string | null }[],
  itemsOf: (picked: { catalogItemId: string; quantity: number | null }[]) => OptionItem[],
  index: number,
): OptionGroup {
  const label = group.label;
  switch (group.kind) {
    case 'swap': {
      const line = lines.find((candidate) => candidate.id === group.lineId);
      if (!line) throw invalid(`${index}/lineId`, 'This version has no such line');
      const items = itemsOf(
        group.catalogItemIds.map((catalogItemId) => ({ catalogItemId, quantity: null })),
      );
      items.forEach((item, itemIndex) => {
        if (item.catalogItemId === line.catalogItemId) {
          throw invalid(`${index}/items/${itemIndex}`, 'The line already is this item');
        }
        if (item.category !== line.category) {
          throw invalid(
            `${index}/items/${itemIndex}`,
            `An alternative to a ${line.category} line is a ${line.category}`,
          );
        }
      });
      return { id, label, kind: 'swap', lineId: line.id, optional: group.optional, items };
    }
    case 'add':
      return { id, label, kind: 'add', items: itemsOf(group.items) };
    default:
      return { id, label, kind: group.kind };
  }
}

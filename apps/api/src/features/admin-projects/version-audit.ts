import type { AuditFieldChange, OptionGroup, OptionItem } from '@corner/contracts';
import type { Tx } from '../../db/client.js';
import type { designVersions, itemLines } from '../../db/schema.js';
import { entityTrail, recordChange, type Audited } from '../audit/index.js';

/*
 * How the audit trail records design versions (issue 39): the version itself (name), and
 * every change to what it holds (lines, options, renders) as a change of the version, each
 * field named as staff read it: 'Oak front quantity 1 → 2'.
 */

type LineRow = typeof itemLines.$inferSelect;

/** The version a change is recorded against. */
export interface VersionRef {
  id: string;
  name: string;
  projectId: string;
}

export const versionTrail = entityTrail<typeof designVersions.$inferSelect>({
  kind: 'design-version',
  label: (row) => row.name,
  projectId: (row) => row.projectId,
  fields: [{ field: 'name', label: 'Version name' }],
});

/** A change of what the version holds, recorded against the version. */
export function recordVersionChange(
  tx: Tx,
  audit: Audited,
  version: VersionRef,
  summary: string,
  changes: AuditFieldChange[],
) {
  return recordChange(tx, audit, {
    summary,
    entity: { kind: 'design-version', id: version.id, label: version.name },
    projectId: version.projectId,
    changes,
  });
}

/** A stored quantity ('2.000') as staff type and read it ('2'): the same number, exactly. */
export const quantityText = (stored: string) =>
  stored.includes('.') ? stored.replace(/\.?0+$/, '') : stored;

const lineFields = [
  { field: 'category', label: 'category', text: (line: LineRow) => line.category },
  { field: 'quantity', label: 'quantity', text: (line: LineRow) => quantityText(line.quantity) },
  { field: 'unit', label: 'unit', text: (line: LineRow) => line.unit },
  // Money as stored: the exact decimal string.
  { field: 'unitPrice', label: 'unit price (USD)', text: (line: LineRow) => line.unitPrice },
] as const;

/**
 * A line's fields that differ, labelled with its name ('Oak front quantity'); `before` null
 * for a line added, `after` null for a line removed.
 */
export function lineChanges(before: LineRow | null, after: LineRow | null): AuditFieldChange[] {
  const name = (after ?? before)!.name;
  return lineFields.flatMap(({ field, label, text }) => {
    const from = before ? text(before) : null;
    const to = after ? text(after) : null;
    return from === to ? [] : [{ field, label: `${name} ${label}`, from, to }];
  });
}

const kindWords: Record<'assembly' | 'delivery-type' | 'countertop-delivery', string> = {
  assembly: 'assembled or not',
  'delivery-type': 'shipping or air freight',
  'countertop-delivery': 'the countertop with the rest or on its own',
};

const priced = (item: OptionItem) => `${item.unitPrice} / ${item.unit}`;

/** What a group offers, in words, prices exact ('Oak front → Walnut front (120.00 / piece)'). */
export function groupOffer(group: OptionGroup, lineNames: ReadonlyMap<string, string>): string {
  switch (group.kind) {
    case 'swap': {
      const line = lineNames.get(group.lineId) ?? 'a line no longer in the version';
      const alternatives = group.items.map((item) => `${item.name} (${priced(item)})`).join(', ');
      return `${line} → ${alternatives}${group.optional ? '; or drop the line' : ''}`;
    }
    case 'add':
      return `one of: ${group.items
        .map((item) => `${item.name} × ${item.quantity ?? '1'} (${priced(item)})`)
        .join(', ')}`;
    default:
      return kindWords[group.kind];
  }
}

/**
 * The option groups added, changed or removed, one change each ('Option Front finish'), and
 * their order when only that changed.
 */
export function optionChanges(
  before: readonly OptionGroup[],
  after: readonly OptionGroup[],
  lineNames: ReadonlyMap<string, string>,
): AuditFieldChange[] {
  const was = new Map(before.map((group) => [group.id, group]));
  const now = new Map(after.map((group) => [group.id, group]));
  const every = [...now.keys(), ...[...was.keys()].filter((id) => !now.has(id))];
  const changes = every.flatMap((id): AuditFieldChange[] => {
    const old = was.get(id);
    const fresh = now.get(id);
    const from = old ? groupOffer(old, lineNames) : null;
    const to = fresh ? groupOffer(fresh, lineNames) : null;
    const label = `Option ${(fresh ?? old)!.label}`;
    if (old && fresh && old.label !== fresh.label) {
      return [
        {
          field: `options.${id}.label`,
          label: `Option ${old.label} label`,
          from: old.label,
          to: fresh.label,
        },
        ...(from === to ? [] : [{ field: `options.${id}`, label, from, to }]),
      ];
    }
    return from === to ? [] : [{ field: `options.${id}`, label, from, to }];
  });
  const kept = (groups: readonly OptionGroup[], other: Map<string, OptionGroup>) =>
    groups.filter((group) => other.has(group.id));
  const [keptBefore, keptAfter] = [kept(before, now), kept(after, was)];
  const ids = (groups: OptionGroup[]) => groups.map((group) => group.id).join();
  if (ids(keptBefore) !== ids(keptAfter)) {
    const labels = (groups: OptionGroup[]) => groups.map((group) => group.label).join(', ');
    changes.push({
      field: 'options.order',
      label: 'Order of options',
      from: labels(keptBefore),
      to: labels(keptAfter),
    });
  }
  return changes;
}

import type { Estimate, EstimateLine } from '@corner/contracts';
import {
  estimateLineGroups,
  type EstimateLineGroup,
  estimateCostLines,
  type CostField,
} from '@corner/contracts/display';

/*
 * The Compare view's arithmetic (decision 36.3), pure: which summary lines to show, each
 * version's difference to the cheapest on each, and which item lines are only in one version or
 * differ in quantity from another version shown.
 */

export type SummaryField = 'totalCost' | CostField;

/** A version as the Compare view gets it: its price and, once loaded, its lines. */
export interface ComparedVersion {
  versionId: string;
  estimate: Estimate;
  lines: readonly EstimateLine[];
}

/**
 * How one amount stands against the same line of the other versions shown: the lowest (ties
 * are all lowest), above the lowest by `difference`, the same in every version, or not
 * comparable (versions in different currencies).
 */
export type PriceStanding =
  { kind: 'lowest' } | { kind: 'above'; difference: number } | { kind: 'same' } | { kind: 'none' };

export interface ComparedAmount {
  field: SummaryField;
  amount: number;
  standing: PriceStanding;
}

export type LineMark = 'only-here' | 'quantity-differs' | null;

export interface ComparedLine {
  line: EstimateLine;
  mark: LineMark;
}

export interface ComparedGroup {
  group: EstimateLineGroup;
  lines: ComparedLine[];
}

export interface ComparedColumn {
  versionId: string;
  /** The total, then each summary line shown (the same fields in every column). */
  amounts: ComparedAmount[];
  /** The groups with a line in at least one version shown (the same groups in every column). */
  groups: ComparedGroup[];
}

const breakdownFields = estimateCostLines.map((line) => line.field);

/** A line is the same item in two versions when it comes from the same catalog item, else by category and name. */
export function lineIdentity(line: Pick<EstimateLine, 'catalogItemId' | 'category' | 'name'>) {
  return line.catalogItemId ?? `${line.category}\u0000${line.name.trim().toLowerCase()}`;
}

/** Amounts are rounded to the currency's decimals (at most 2): so is their difference. */
const minus = (a: number, b: number) => Math.round((a - b) * 100) / 100;

function standings(amounts: readonly number[], comparable: boolean): PriceStanding[] {
  if (!comparable || amounts.length < 2) return amounts.map(() => ({ kind: 'none' }));
  const lowest = Math.min(...amounts);
  if (amounts.every((amount) => amount === lowest)) return amounts.map(() => ({ kind: 'same' }));
  return amounts.map((amount) =>
    amount === lowest ? { kind: 'lowest' } : { kind: 'above', difference: minus(amount, lowest) },
  );
}

/** Quantity of each item in a version (one item may be on several lines). */
function quantities(lines: readonly EstimateLine[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const key = lineIdentity(line);
    totals.set(key, (totals.get(key) ?? 0) + line.quantity);
  }
  return totals;
}

function markOf(key: string, own: Map<string, number>, others: Map<string, number>[]): LineMark {
  if (others.length === 0) return null;
  const elsewhere = others.filter((other) => other.has(key));
  if (elsewhere.length === 0) return 'only-here';
  const quantity = own.get(key);
  return elsewhere.some((other) => Math.abs((other.get(key) ?? 0) - (quantity ?? 0)) > 1e-9)
    ? 'quantity-differs'
    : null;
}

/** Compares the versions shown, in their order: one column each. */
export function compareVersions(versions: readonly ComparedVersion[]): ComparedColumn[] {
  const comparable = new Set(versions.map((version) => version.estimate.currency)).size <= 1;
  const fields: SummaryField[] = [
    'totalCost',
    ...breakdownFields.filter((field) => versions.some(({ estimate }) => estimate[field] !== 0)),
  ];
  const byField = new Map(
    fields.map((field) => [
      field,
      standings(
        versions.map(({ estimate }) => estimate[field]),
        comparable,
      ),
    ]),
  );
  const counted = versions.map((version) => quantities(version.lines));
  const groups = estimateLineGroups.filter((group) =>
    versions.some((version) =>
      version.lines.some((line) => (group.categories as readonly string[]).includes(line.category)),
    ),
  );
  return versions.map((version, index) => {
    const own = counted[index] ?? new Map<string, number>();
    const others = counted.filter((_, other) => other !== index);
    return {
      versionId: version.versionId,
      amounts: fields.map((field) => ({
        field,
        amount: version.estimate[field],
        standing: byField.get(field)?.[index] ?? { kind: 'none' },
      })),
      groups: groups.map((group) => ({
        group,
        lines: version.lines
          .filter((line) => (group.categories as readonly string[]).includes(line.category))
          .map((line) => ({ line, mark: markOf(lineIdentity(line), own, others) })),
      })),
    };
  });
}

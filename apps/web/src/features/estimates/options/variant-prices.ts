import { estimateCostLines, type CostField } from '@corner/contracts/display';
import {
  choiceKeysOf,
  defaultChoiceOf,
  moneyDifference,
  type Estimate,
  type EstimateLine,
  type EstimateOptions,
  type VariantChoices,
} from '@corner/contracts';
import {
  changedChoices,
  priceLines,
  priceListOf,
  priceVariant,
  type EstimateCalculation,
  type PriceList,
  type VariantLine,
} from '@corner/pricing';

/*
 * A variant's prices for the live panel: the pricing package's priceVariant on the estimate's
 * snapshot and price list (what the server's 'Make a version from it' checks against), set
 * beside the estimate the page shows: its total and summary lines, and the lines the choices
 * change, each with its difference.
 */

export interface SummaryChange {
  field: CostField;
  label: string;
  amount: number;
  difference: number;
}

export interface LineChange {
  id: string;
  kind: 'swapped' | 'dropped' | 'added';
  name: string;
  /** The line's name in the estimate, for a swapped or dropped line. */
  before: string | null;
  /** The variant's price of the line (its share of its summary line); 0 for a dropped one. */
  price: number;
  difference: number;
}

export type VariantPrices =
  | {
      kind: 'priced';
      total: number;
      difference: number;
      summary: SummaryChange[];
      lines: LineChange[];
    }
  | { kind: 'refused'; reason: string };

const priceListOfOptions = (options: EstimateOptions): PriceList =>
  priceListOf({ version: options.priceList.version, rates: options.priceList });

function calculate(options: EstimateOptions, choices: VariantChoices) {
  return priceVariant(options.base, options.groups, choices, priceListOfOptions(options));
}

/** The summary lines the estimate or the variant has, with the variant's amounts. */
function summaryOf(estimate: Estimate, variant: EstimateCalculation): SummaryChange[] {
  const currency = estimate.currency;
  return estimateCostLines
    .filter(({ field }) => estimate[field] !== 0 || variant[field] !== 0)
    .map(({ field, label }) => ({
      field,
      label,
      amount: variant[field],
      difference: moneyDifference(variant[field], estimate[field], currency),
    }));
}

/** The lines the choices swapped, dropped or added, priced as the variant's estimate would be. */
function lineChangesOf(
  lines: readonly EstimateLine[],
  variantLines: readonly VariantLine[],
  variant: EstimateCalculation,
): LineChange[] {
  const prices = priceLines(variantLines, variant);
  const currency = variant.currency;
  const shown = new Map(lines.map((line) => [line.id, line]));
  const changes: LineChange[] = [];
  variantLines.forEach((line, index) => {
    const price = prices[index]!.price;
    const before = shown.get(line.id);
    if (!before) {
      changes.push({
        id: line.id,
        kind: 'added',
        name: line.name,
        before: null,
        price,
        difference: price,
      });
    } else if (before.catalogItemId !== line.catalogItemId || before.name !== line.name) {
      changes.push({
        id: line.id,
        kind: 'swapped',
        name: line.name,
        before: before.name,
        price,
        difference: moneyDifference(price, before.price, currency),
      });
    }
  });
  const kept = new Set(variantLines.map((line) => line.id));
  for (const line of lines) {
    if (kept.has(line.id)) continue;
    changes.push({
      id: line.id,
      kind: 'dropped',
      name: line.name,
      before: line.name,
      price: 0,
      difference: moneyDifference(0, line.price, currency),
    });
  }
  return changes;
}

/**
 * The variant the choices make of the estimate shown: its total and summary lines beside the
 * estimate's, and the lines it changes (its lines' prices by priceLines, so they add up to its
 * summary lines).
 */
export function variantPrices(
  options: EstimateOptions,
  estimate: Estimate,
  lines: readonly EstimateLine[],
  choices: VariantChoices,
): VariantPrices {
  const result = calculate(options, choices);
  if (result.kind === 'refused') return { kind: 'refused', reason: result.reason };
  if (result.kind === 'too-large') {
    return { kind: 'refused', reason: 'an amount would be over what an estimate can hold' };
  }
  const variant = result.estimate;
  return {
    kind: 'priced',
    total: variant.totalCost,
    difference: moneyDifference(variant.totalCost, estimate.totalCost, estimate.currency),
    summary: summaryOf(estimate, variant),
    lines: lineChangesOf(lines, result.variant.lines, variant),
  };
}

/**
 * Each choice's change to the total with the other groups as chosen: against the group's own
 * estimate choice, so the estimate's choice shows none; null where it cannot be priced.
 * With nothing else chosen it is the server's `differences` (a page without JavaScript).
 */
export function choiceDifferences(
  options: EstimateOptions,
  choices: VariantChoices,
): Record<string, Record<string, number | null>> {
  const currency = options.base.params.currency;
  const totalOf = (tried: VariantChoices) => {
    const result = calculate(options, tried);
    return result.kind === 'priced' ? result.estimate.totalCost : null;
  };
  return Object.fromEntries(
    options.groups.map((group) => {
      const own = defaultChoiceOf(group, options.base.params);
      const base = totalOf({ ...choices, [group.id]: own });
      return [
        group.id,
        Object.fromEntries(
          choiceKeysOf(group, options.base.params).map((key) => {
            const total = key === own ? base : totalOf({ ...choices, [group.id]: key });
            return [
              key,
              total === null || base === null ? null : moneyDifference(total, base, currency),
            ];
          }),
        ),
      ];
    }),
  );
}

/** The choices of the address this estimate can take, those differing from it only. */
export function validChoices(options: EstimateOptions, asked: VariantChoices): VariantChoices {
  return changedChoices(options.groups, options.base, asked);
}

import {
  choiceKeysOf,
  defaultChoiceOf,
  optionChoiceKeys as keys,
  type CatalogCategory,
  type OptionGroup,
  type OptionItem,
  type VariantChoices,
} from '@corner/contracts';
import type { PriceList } from './price-list.js';
import { previewEstimate, type EstimatePreview, type ParameterSource } from './pricing-inputs.js';

/*
 * A variant: an issued estimate with the options the customer chose (issue 37, decision 61).
 * The browser prices it live and the server prices it again to make a version from it; both
 * apply the choices here and price the result with previewEstimate, so they agree to the cent
 * whenever the price list is the same.
 */

/** A line as an estimate's snapshot holds it: amounts as decimal strings, USD. */
export interface VariantLine {
  id: string;
  category: CatalogCategory;
  catalogItemId: string | null;
  name: string;
  imageId: string | null;
  quantity: string;
  unit: string;
  unitPrice: string;
}

/** What a variant starts from: an estimate's snapshot (its parameters and lines). */
export interface VariantBase {
  params: ParameterSource;
  lines: readonly VariantLine[];
}

/** The groups an estimate can offer: a swap needs its line, delivery choices a US estimate. */
export function offeredGroups(groups: readonly OptionGroup[], base: VariantBase): OptionGroup[] {
  return groups.filter((group) => {
    switch (group.kind) {
      case 'swap':
        return base.lines.some((line) => line.id === group.lineId);
      case 'delivery-type':
      case 'countertop-delivery':
        return base.params.country === 'us';
      default:
        return true;
    }
  });
}

/** Why the choices cannot be made on this estimate; undefined when they can. */
export function choicesProblem(
  groups: readonly OptionGroup[],
  base: VariantBase,
  choices: VariantChoices,
): string | undefined {
  const offered = new Map(offeredGroups(groups, base).map((group) => [group.id, group]));
  for (const [groupId, key] of Object.entries(choices)) {
    const group = offered.get(groupId);
    if (!group) return `This estimate offers no option "${groupId}"`;
    if (!choiceKeysOf(group, base.params).includes(key)) {
      return `The option "${group.label}" has no choice "${key}"`;
    }
  }
  return undefined;
}

/** Only the choices that differ from the estimate, of groups it offers: a variant's key. */
export function changedChoices(
  groups: readonly OptionGroup[],
  base: VariantBase,
  choices: VariantChoices,
): VariantChoices {
  return Object.fromEntries(
    offeredGroups(groups, base).flatMap((group) => {
      const key = choices[group.id];
      return key !== undefined &&
        key !== defaultChoiceOf(group, base.params) &&
        choiceKeysOf(group, base.params).includes(key)
        ? [[group.id, key]]
        : [];
    }),
  );
}

const itemOf = (group: OptionGroup, key: string): OptionItem | undefined =>
  'items' in group ? group.items.find((item) => item.id === key) : undefined;

/** An added item's line id: its group's and its own, so it is one line in any variant. */
export const addedLineId = (groupId: string, itemId: string) => `${groupId}.${itemId}`;

/**
 * The variant's parameters and lines: a swapped line keeps its id, position and quantity;
 * an added item comes last. Choices of groups the estimate does not offer, or keys a group
 * does not have, change nothing (choicesProblem says so where a caller must refuse them).
 */
export function applyChoices(
  base: VariantBase,
  groups: readonly OptionGroup[],
  choices: VariantChoices,
): VariantBase {
  const chosen = changedChoices(groups, base, choices);
  let lines = [...base.lines];
  const params = { ...base.params };
  for (const group of offeredGroups(groups, base)) {
    const key = chosen[group.id];
    if (key === undefined) continue;
    switch (group.kind) {
      case 'swap': {
        const item = itemOf(group, key);
        lines = lines.flatMap((line) => {
          if (line.id !== group.lineId) return [line];
          if (key === keys.none) return [];
          return item ? [swapped(line, item)] : [line];
        });
        break;
      }
      case 'add': {
        const item = itemOf(group, key);
        if (item) lines.push(added(group.id, item));
        break;
      }
      case 'assembly':
        params.assembled = key === keys.assembled;
        break;
      case 'delivery-type':
        params.deliveryType = key === keys.airFreight ? 'air freight' : 'shipping';
        break;
      case 'countertop-delivery':
        params.isCountertopDeliverySeparated = key === keys.separate;
        break;
    }
  }
  return { params, lines };
}

function swapped(line: VariantLine, item: OptionItem): VariantLine {
  return {
    ...line,
    catalogItemId: item.catalogItemId,
    name: item.name,
    imageId: item.imageId,
    unit: item.unit,
    unitPrice: item.unitPrice,
  };
}

function added(groupId: string, item: OptionItem): VariantLine {
  return {
    id: addedLineId(groupId, item.id),
    category: item.category,
    catalogItemId: item.catalogItemId,
    name: item.name,
    imageId: item.imageId,
    quantity: item.quantity ?? '1',
    unit: item.unit,
    unitPrice: item.unitPrice,
  };
}

/**
 * The estimate a variant would be, priced with the estimate's own price list (the browser)
 * or the active one (the server, to make a version from it).
 */
export function priceVariant(
  base: VariantBase,
  groups: readonly OptionGroup[],
  choices: VariantChoices,
  priceList: PriceList,
  now = new Date(),
): EstimatePreview & { variant: VariantBase } {
  const variant = applyChoices(base, groups, choices);
  return { ...previewEstimate(variant.lines, variant.params, priceList, now), variant };
}

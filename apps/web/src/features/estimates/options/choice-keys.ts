import type { EstimateOptions, OptionGroup } from '@corner/contracts';
import { optionChoiceKeys as keys, optionTexts } from '@corner/contracts/display';

/*
 * A group's choices as the page lists them, without the pricing package: the list a page
 * without JavaScript shows (and the live panel, once loaded, with the same order and words)
 * must not carry the engine. choice-keys.test.ts pins it to @corner/pricing's choiceKeysOf and
 * defaultChoiceOf, which the live panel and the server use.
 */

type Params = EstimateOptions['base']['params'];

/** The choice the estimate itself made. */
export function estimateChoiceOf(group: OptionGroup, params: Params): string {
  switch (group.kind) {
    case 'swap':
      return keys.designed;
    case 'add':
      return keys.none;
    case 'assembly':
      return params.assembled ? keys.assembled : keys.notAssembled;
    case 'delivery-type':
      return params.deliveryType === 'air freight' ? keys.airFreight : keys.shipping;
    case 'countertop-delivery':
      return params.isCountertopDeliverySeparated ? keys.separate : keys.together;
  }
}

/** Every choice of a group by its key, the estimate's first. */
export function listedChoicesOf(group: OptionGroup, params: Params): string[] {
  const itemIds = 'items' in group ? group.items.map((item) => item.id) : [];
  const all = (() => {
    switch (group.kind) {
      case 'swap':
        return [keys.designed, ...itemIds, ...(group.optional ? [keys.none] : [])];
      case 'add':
        return [keys.none, ...itemIds];
      case 'assembly':
        return [keys.assembled, keys.notAssembled];
      case 'delivery-type':
        return [keys.shipping, keys.airFreight];
      case 'countertop-delivery':
        return [keys.together, keys.separate];
    }
  })();
  const own = estimateChoiceOf(group, params);
  return [own, ...all.filter((key) => key !== own)];
}

const fixedWords: Record<string, string> = {
  [keys.assembled]: optionTexts.assembled,
  [keys.notAssembled]: optionTexts.notAssembled,
  [keys.shipping]: optionTexts.shipping,
  [keys.airFreight]: optionTexts.airFreight,
  [keys.together]: optionTexts.together,
  [keys.separate]: optionTexts.separate,
};

/** A choice in the customer's words: 'As designed: Oak Veneer Slab Front', an item's name. */
export function choiceLabel(group: OptionGroup, key: string, options: EstimateOptions): string {
  if ('items' in group) {
    const item = group.items.find((each) => each.id === key);
    if (item) return item.name;
  }
  if (group.kind === 'swap') {
    if (key === keys.none) return optionTexts.without;
    const line = options.base.lines.find((each) => each.id === group.lineId);
    return line ? `${optionTexts.designed}: ${line.name}` : optionTexts.designed;
  }
  if (group.kind === 'add' && key === keys.none) return optionTexts.none;
  return fixedWords[key] ?? key;
}

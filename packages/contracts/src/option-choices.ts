import { optionChoiceKeys as keys, optionTexts } from './option-texts.js';
import type { OptionGroup } from './version-options.js';

/*
 * A group's choices, by key, and their words (issue 37, decision 61): the one list the page
 * without JavaScript, the live panel, the pricing package and the server go by. No zod and no
 * engine here, so public pages take it from `@corner/contracts/display` cheaply.
 */

/** What of an estimate's parameters its default choices follow. */
export interface ChoiceParams {
  assembled?: boolean | null;
  deliveryType?: string | null;
  isCountertopDeliverySeparated?: boolean | null;
}

/** The choice the estimate itself made. */
export function defaultChoiceOf(group: OptionGroup, params: ChoiceParams): string {
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

/** Every choice of a group by its key, the estimate's own first. */
export function choiceKeysOf(group: OptionGroup, params: ChoiceParams): string[] {
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
  const own = defaultChoiceOf(group, params);
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

/**
 * A choice in words: an item's name, 'As designed: Oak Veneer Slab Front' (with the swapped
 * line's name when given), 'Without it', 'None', 'Assembled'…
 */
export function choiceLabel(group: OptionGroup, key: string, designedLine?: string): string {
  const item = 'items' in group ? group.items.find((each) => each.id === key) : undefined;
  if (item) return item.name;
  if (group.kind === 'swap') {
    if (key === keys.none) return optionTexts.without;
    return designedLine ? `${optionTexts.designed}: ${designedLine}` : optionTexts.designed;
  }
  if (group.kind === 'add' && key === keys.none) return optionTexts.none;
  return fixedWords[key] ?? key;
}

import type { EstimateOptions, OptionGroup } from '@corner/contracts';
import { choiceLabel as inWords } from '@corner/contracts/display';

/** A choice in the customer's words: 'As designed: Oak Veneer Slab Front', an item's name. */
export function choiceLabel(group: OptionGroup, key: string, options: EstimateOptions): string {
  const line =
    group.kind === 'swap' ? options.base.lines.find((each) => each.id === group.lineId) : undefined;
  return inWords(group, key, line?.name);
}

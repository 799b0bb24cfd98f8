import type { EstimateOptions, OptionGroup } from '@corner/contracts';
import { choiceKeysOf, defaultChoiceOf } from '@corner/pricing';
import { describe, expect, it } from 'vitest';
import { choiceLabel, estimateChoiceOf, listedChoicesOf } from './choice-keys';
import { estimateWithOptions, testGroups } from './testing';

const options = estimateWithOptions().breakdown.options!;
const extraGroups: OptionGroup[] = [
  {
    id: 'front',
    label: 'Front',
    kind: 'swap',
    lineId: 'line-1',
    optional: false,
    items: [],
  },
  { id: 'delivery', label: 'Delivery', kind: 'delivery-type' },
  { id: 'ctop', label: 'Countertop delivery', kind: 'countertop-delivery' },
];

const paramsVariants: EstimateOptions['base']['params'][] = [
  options.base.params,
  {
    ...options.base.params,
    assembled: false,
    deliveryType: 'air freight',
    isCountertopDeliverySeparated: true,
  },
];

describe('the choices a page without the engine lists', () => {
  it("are the pricing package's, in its order, the estimate's first", () => {
    for (const params of paramsVariants) {
      const base = { ...options.base, params };
      for (const group of [...testGroups, ...extraGroups]) {
        expect(listedChoicesOf(group, params)).toEqual(choiceKeysOf(group, base));
        expect(estimateChoiceOf(group, params)).toBe(defaultChoiceOf(group, base));
      }
    }
  });

  it("read in the customer's words", () => {
    const [worktop, pantry, assembly] = testGroups as [OptionGroup, OptionGroup, OptionGroup];
    expect(choiceLabel(worktop, 'designed', options)).toBe(
      'As designed: Calacatta Quartz Worktop 20 mm',
    );
    expect(choiceLabel(worktop, 'oak40', options)).toBe('Solid Oak Worktop 40 mm');
    expect(choiceLabel(worktop, 'none', options)).toBe('Without it');
    expect(choiceLabel(pantry, 'none', options)).toBe('None');
    expect(choiceLabel(assembly, 'not-assembled', options)).toBe('Not assembled');
  });
});

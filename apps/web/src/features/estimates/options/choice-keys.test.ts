import { choiceKeysOf, type EstimateOptions, type OptionGroup } from '@corner/contracts';
import { describe, expect, it } from 'vitest';
import { choiceLabel } from './choice-keys';
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

describe('the choices a page lists', () => {
  it("start with the estimate's own, whatever its parameters", () => {
    const [assembled, airFreight] = paramsVariants;
    const [front, delivery, countertop] = extraGroups as [OptionGroup, OptionGroup, OptionGroup];
    expect(choiceKeysOf(front, assembled!)).toEqual(['designed']);
    expect(choiceKeysOf(delivery, assembled!)).toEqual(['shipping', 'air-freight']);
    expect(choiceKeysOf(delivery, airFreight!)).toEqual(['air-freight', 'shipping']);
    expect(choiceKeysOf(countertop, airFreight!)).toEqual(['separate', 'together']);
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

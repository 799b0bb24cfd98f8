import { choiceKeysOf, type OptionGroup } from '@corner/contracts';
import { describe, expect, it } from 'vitest';
import { priceListVersion1 } from './price-list.js';
import {
  applyChoices,
  changedChoices,
  choicesProblem,
  offeredGroups,
  priceVariant,
  type VariantBase,
} from './variant.js';

const line = (
  id: string,
  category: VariantBase['lines'][number]['category'],
  quantity: string,
  unitPrice: string,
) => ({
  id,
  category,
  catalogItemId: null,
  name: id,
  imageId: null,
  quantity,
  unit: 'piece',
  unitPrice,
});

// US, medium, west, medium distance, shipping, not assembled: delivery 2925 (see calculate-estimate.test.ts).
const base: VariantBase = {
  params: {
    country: 'us',
    size: 'medium',
    assembled: false,
    usPart: 'west',
    distance: 'medium',
    deliveryType: 'shipping',
    isCountertopDeliverySeparated: false,
    measurements: null,
    installation: null,
    currency: 'usd',
    dollarRate: '1',
  },
  lines: [
    line('fronts', 'front', '10', '120.50'),
    line('worktop', 'countertop', '3.2', '310'),
    line('handles', 'hardware', '12', '4.75'),
  ],
};

const item = (id: string, unitPrice: string, quantity: string | null = null) => ({
  id,
  catalogItemId: null,
  category: 'countertop' as const,
  name: `Worktop ${id}`,
  imageId: null,
  unit: 'm',
  unitPrice,
  quantity,
});

const groups: OptionGroup[] = [
  {
    id: 'top',
    label: 'Worktop',
    kind: 'swap',
    lineId: 'worktop',
    optional: true,
    items: [item('oak', '410')],
  },
  {
    id: 'pantry',
    label: 'Pantry',
    kind: 'add',
    items: [{ ...item('tall', '900', '2'), category: 'box' }],
  },
  { id: 'asm', label: 'Assembly', kind: 'assembly' },
  { id: 'air', label: 'Delivery', kind: 'delivery-type' },
  {
    id: 'gone',
    label: 'A line since removed',
    kind: 'swap',
    lineId: 'nowhere',
    optional: false,
    items: [item('x', '1')],
  },
];

describe('variants of an estimate', () => {
  it('offers the groups the estimate can take, with the estimate’s own choice first', () => {
    expect(offeredGroups(groups, base).map((group) => group.id)).toEqual([
      'top',
      'pantry',
      'asm',
      'air',
    ]);
    expect(choiceKeysOf(groups[0]!, base.params)).toEqual(['designed', 'oak', 'none']);
    expect(choiceKeysOf(groups[2]!, base.params)).toEqual(['not-assembled', 'assembled']);
    expect(
      offeredGroups(groups, {
        ...base,
        params: { ...base.params, country: 'eu', currency: 'eur' },
      }).map((g) => g.id),
    ).toEqual(['top', 'pantry', 'asm']);
  });

  it('swaps a line keeping its id and quantity, adds an item last, and sets the estimate’s choices', () => {
    const variant = applyChoices(base, groups, {
      top: 'oak',
      pantry: 'tall',
      asm: 'assembled',
      air: 'air-freight',
    });
    expect(variant.lines.map((l) => [l.id, l.quantity, l.unitPrice])).toEqual([
      ['fronts', '10', '120.50'],
      ['worktop', '3.2', '410'],
      ['handles', '12', '4.75'],
      ['pantry.tall', '2', '900'],
    ]);
    expect(variant.params).toMatchObject({ assembled: true, deliveryType: 'air freight' });
    expect(applyChoices(base, groups, { top: 'none' }).lines.map((l) => l.id)).toEqual([
      'fronts',
      'handles',
    ]);
  });

  it('prices a variant as the engine prices an estimate', () => {
    const result = priceVariant(
      base,
      groups,
      { top: 'oak' },
      priceListVersion1,
      new Date('2026-01-01'),
    );
    // countertop 3.2 × 410 = 1312; materials 1205; components 57; delivery 2925
    expect(result.kind === 'priced' && result.estimate).toMatchObject({
      materialsCost: 1205,
      componentsCost: 57,
      countertopCost: 1312,
      assemblyCost: 0,
      deliveryCost: 2925,
      totalCost: 5499,
    });
    const assembled = priceVariant(base, groups, { asm: 'assembled' }, priceListVersion1);
    // assembly 12% × (1205 + 57) = 151.44; countertop 992
    expect(assembled.kind === 'priced' && assembled.estimate.totalCost).toBe(5330.44);
  });

  it('keeps only the choices that change something, and names the ones it cannot make', () => {
    expect(
      changedChoices(groups, base, { top: 'designed', asm: 'assembled', gone: 'x', zzz: 'a' }),
    ).toEqual({ asm: 'assembled' });
    expect(choicesProblem(groups, base, { top: 'oak' })).toBeUndefined();
    expect(choicesProblem(groups, base, { top: 'walnut' })).toBe(
      'The option "Worktop" has no choice "walnut"',
    );
    expect(choicesProblem(groups, base, { gone: 'x' })).toBe(
      'This estimate offers no option "gone"',
    );
    expect(applyChoices(base, groups, { top: 'walnut', gone: 'x' })).toEqual(base);
  });
});

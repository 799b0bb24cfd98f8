import type {
  Estimate,
  EstimateBreakdown,
  EstimateLine,
  EstimateOptions,
  OptionGroup,
} from '@corner/contracts';
import { priceLines, priceListVersion1, priceVariant } from '@corner/pricing';
import { makeEstimate, makeEstimateBreakdown, makeEstimateLine } from '@/testing/fixtures';

/*
 * An estimate with options, as the API would answer it: the lines and parameters of
 * makeEstimateBreakdown, priced by the pricing package with the first price list, so the
 * estimate the page shows is what a variant with no choices prices to.
 */

const base: EstimateOptions['base'] = {
  params: {
    country: 'us',
    size: 'large',
    assembled: true,
    usPart: 'west',
    distance: 'medium',
    deliveryType: 'shipping',
    isCountertopDeliverySeparated: false,
    measurements: null,
    installation: null,
    currency: 'usd',
    dollarRate: null,
  },
  lines: [
    line('line-1', 'front', 'Oak Veneer Slab Front', '11.4', 'm²', '610.55'),
    line('line-2', 'box', 'Base Cabinet 800', '4', 'piece', '1469.99'),
    line('line-3', 'hardware', 'Brass Bar Handle', '17', 'pair', '36'),
    line('line-4', 'countertop', 'Calacatta Quartz Worktop 20 mm', '5.2', 'm', '455.05'),
  ],
};

function line(
  id: string,
  category: EstimateLine['category'],
  name: string,
  quantity: string,
  unit: string,
  unitPrice: string,
) {
  return {
    id,
    category,
    catalogItemId: `item-${id}`,
    name,
    imageId: null,
    quantity,
    unit,
    unitPrice,
  };
}

const item = (id: string, category: EstimateLine['category'], name: string, unitPrice: string) => ({
  id,
  catalogItemId: `catalog-${id}`,
  category,
  name,
  imageId: null,
  unit: category === 'countertop' ? 'm' : 'piece',
  unitPrice,
  quantity: category === 'accessory' ? '1' : null,
});

export const testGroups: OptionGroup[] = [
  {
    id: 'worktop',
    label: 'Worktop',
    kind: 'swap',
    lineId: 'line-4',
    optional: true,
    items: [item('oak40', 'countertop', 'Solid Oak Worktop 40 mm', '310')],
  },
  {
    id: 'pantry',
    label: 'Pantry',
    kind: 'add',
    items: [item('pantry3', 'accessory', 'Pull-Out Pantry 300', '890')],
  },
  { id: 'assembly', label: 'Assembly', kind: 'assembly' },
];

const priceList = { ...priceListVersion1 };

/** The page's estimate, its breakdown and options: what the API answers for them. */
export function estimateWithOptions(): { estimate: Estimate; breakdown: EstimateBreakdown } {
  const priced = priceVariant(base, testGroups, {}, priceList);
  if (priced.kind !== 'priced') throw new Error('The test estimate does not price');
  const calculation = priced.estimate;
  const estimate = makeEstimate({
    currency: 'usd',
    totalCost: calculation.totalCost,
    materialsCost: calculation.materialsCost,
    componentsCost: calculation.componentsCost,
    countertopCost: calculation.countertopCost,
    assemblyCost: calculation.assemblyCost,
    deliveryCost: calculation.deliveryCost,
    measurementsCost: 0,
    installationCost: 0,
  });
  const prices = priceLines(base.lines, calculation);
  const lines = base.lines.map((each, index) =>
    makeEstimateLine(index + 1, {
      id: each.id,
      category: each.category,
      name: each.name,
      catalogItemId: each.catalogItemId,
      quantity: Number(each.quantity),
      unit: each.unit,
      unitPrice: prices[index]!.unitPrice,
      price: prices[index]!.price,
    }),
  );
  const differences = Object.fromEntries(
    testGroups.map((group) => [group.id, differencesOf(group, calculation.totalCost)]),
  );
  const { version, ...rates } = priceList;
  const options: EstimateOptions = {
    groups: testGroups,
    base,
    priceList: { ...rates, version },
    differences,
  };
  return {
    estimate,
    breakdown: makeEstimateBreakdown({
      drivers: { ...makeEstimateBreakdown().drivers, countertopDeliverySeparated: false },
      lines,
      options,
    }),
  };
}

function differencesOf(group: OptionGroup, total: number) {
  const keys =
    group.kind === 'swap'
      ? ['designed', ...group.items.map((each) => each.id), 'none']
      : group.kind === 'add'
        ? ['none', ...group.items.map((each) => each.id)]
        : ['assembled', 'not-assembled'];
  return Object.fromEntries(
    keys.map((key) => {
      const priced = priceVariant(base, testGroups, { [group.id]: key }, priceList);
      return [
        key,
        priced.kind === 'priced'
          ? Math.round((priced.estimate.totalCost - total) * 100) / 100
          : null,
      ];
    }),
  );
}

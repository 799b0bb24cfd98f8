import { catalogCategories, estimateCurrencies } from '@corner/contracts';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateEstimate,
  summaryGroupOf,
  type PricedLine,
  type PricingParameters,
} from './calculate-estimate.js';
import { priceLines } from './price-lines.js';
import { priceListVersion1 } from './price-list.js';

const eu: PricingParameters = {
  country: 'eu',
  size: 'medium',
  assembled: true,
  usPart: null,
  distance: 'near',
  deliveryType: null,
  isCountertopDeliverySeparated: false,
  measurements: null,
  installation: null,
  currency: 'eur',
  dollarRate: '0.9137',
};

function issue(lines: PricedLine[], params: PricingParameters) {
  const result = calculateEstimate(lines, params, priceListVersion1, new Date('2026-11-25'));
  return { ...result, prices: priceLines(lines, result) };
}

const sum = (amounts: number[]) =>
  amounts.reduce((total, amount) => total.plus(amount), new Decimal(0)).toNumber();

describe('priceLines', () => {
  it('shares a converted summary line out so its lines add up to it, a cent to the largest remainder', () => {
    // Three fronts of $10.01 at 0.9137: each exactly 9.146137 EUR, together 27.438411, rounded
    // 27.44. Rounding each line would give 9.15 x 3 = 27.45, a cent more than the summary.
    const fronts: PricedLine[] = [1, 2, 3].map(() => ({
      category: 'front',
      quantity: 1,
      unitPrice: '10.01',
    }));
    const { materialsCost, prices } = issue(fronts, eu);
    expect(materialsCost).toBe(27.44);
    expect(prices.map((line) => line.price)).toEqual([9.15, 9.15, 9.14]);
    expect(prices.map((line) => line.unitPrice)).toEqual([9.15, 9.15, 9.15]);
  });

  it('prices a line in USD as quantity x unit price', () => {
    const { prices } = issue([{ category: 'countertop', quantity: '3.2', unitPrice: '310' }], {
      ...eu,
      currency: 'usd',
      dollarRate: null,
      country: 'us',
      usPart: 'east',
      deliveryType: 'shipping',
    });
    expect(prices).toEqual([{ unitPrice: 310, price: 992 }]);
  });

  it('keeps the order of the lines given, whatever their groups', () => {
    const lines: PricedLine[] = [
      { category: 'countertop', quantity: 1, unitPrice: '500' },
      { category: 'front', quantity: 2, unitPrice: '100' },
      { category: 'hardware', quantity: 4, unitPrice: '2.5' },
    ];
    const { prices } = issue(lines, { ...eu, currency: 'usd', dollarRate: '1' });
    expect(prices.map((line) => line.price)).toEqual([500, 200, 10]);
  });

  it('makes the lines of every summary line add up to it exactly, in every currency (property)', () => {
    const line = fc.record({
      category: fc.constantFrom(...catalogCategories),
      quantity: fc.integer({ min: 1, max: 99_999 }).map((milli) => new Decimal(milli).div(1000)),
      unitPrice: fc.integer({ min: 0, max: 2_000_000 }).map((cents) => new Decimal(cents).div(100)),
    });
    const rate = fc
      .integer({ min: 1, max: 5_000_000 })
      .map((tenThousandths) => new Decimal(tenThousandths).div(10_000).toString());
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 40 }),
        fc.constantFrom(...estimateCurrencies.filter((code) => code !== 'usd')),
        rate,
        (lines, currency, dollarRate) => {
          const result = issue(lines, { ...eu, currency, dollarRate });
          for (const [group, field] of [
            ['materials', 'materialsCost'],
            ['components', 'componentsCost'],
            ['countertop', 'countertopCost'],
          ] as const) {
            const inGroup = result.prices.filter(
              (_price, index) => summaryGroupOf[lines[index]!.category] === group,
            );
            expect(sum(inGroup.map((price) => price.price))).toBe(result[field]);
          }
          result.prices.forEach((price, index) => {
            const exact = new Decimal(lines[index]!.quantity)
              .times(lines[index]!.unitPrice)
              .times(dollarRate);
            expect(exact.minus(price.price).abs().lessThan(0.01)).toBe(true);
          });
        },
      ),
    );
  });
});

import { currencyDecimals, roundMoney, type EstimateCurrency } from '@corner/contracts';
import { Decimal } from 'decimal.js';
import { summaryGroupOf, type EstimateCalculation, type PricedLine } from './calculate-estimate.js';

/** A line's prices in the estimate's currency, rounded to its decimals. */
export interface LinePrices {
  unitPrice: number;
  /** The line's share of its summary line: the lines of a summary line add up to it exactly. */
  price: number;
}

export interface IssuedEstimate extends Pick<
  EstimateCalculation,
  'materialsCost' | 'componentsCost' | 'countertopCost'
> {
  currency: EstimateCurrency;
  /** Units of the currency per US dollar, as the estimate's snapshot holds it. */
  dollarRate: string;
}

const summaryField = {
  materials: 'materialsCost',
  components: 'componentsCost',
  countertop: 'countertopCost',
} as const;

/**
 * Shares a rounded total out among amounts by the largest remainder: each gets its amount
 * rounded down to the currency's smallest unit, and the units left over go one each to the
 * largest remainders (the earlier line first on a tie). The shares add up to `total` exactly,
 * and none is more than one unit from its exact amount.
 */
function shareOut(exact: readonly Decimal[], total: Decimal, decimals: number): Decimal[] {
  const unit = new Decimal(1).dividedBy(new Decimal(10).pow(decimals));
  const floors = exact.map((amount) => amount.toDecimalPlaces(decimals, Decimal.ROUND_DOWN));
  const floorSum = floors.reduce((sum, amount) => sum.plus(amount), new Decimal(0));
  let unitsLeft = total.minus(floorSum).dividedBy(unit).round().toNumber();
  const byRemainder = exact
    .map((amount, index) => ({ index, remainder: amount.minus(floors[index]!) }))
    .sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index);
  const shares = [...floors];
  for (const { index } of byRemainder) {
    if (unitsLeft <= 0) break;
    shares[index] = shares[index]!.plus(unit);
    unitsLeft -= 1;
  }
  return shares;
}

/**
 * The prices of an issued estimate's lines, in the order given (decision 34). The unit price
 * is the USD unit price converted and rounded; the line price is the line's share of its
 * summary line (Materials, Components, Countertop) as stored, so the lines always add up to
 * the summary the customer reads, while quantity x unit price may differ by a cent or two.
 */
export function priceLines(lines: readonly PricedLine[], estimate: IssuedEstimate): LinePrices[] {
  const rate = new Decimal(estimate.dollarRate);
  const decimals = currencyDecimals(estimate.currency);
  const exact = lines.map((line) => new Decimal(line.quantity).times(line.unitPrice).times(rate));
  const prices: Decimal[] = Array.from({ length: lines.length }, () => new Decimal(0));
  for (const [group, field] of Object.entries(summaryField)) {
    const indexes = lines.flatMap((line, index) =>
      summaryGroupOf[line.category] === group ? [index] : [],
    );
    const shares = shareOut(
      indexes.map((index) => exact[index]!),
      new Decimal(estimate[field]),
      decimals,
    );
    indexes.forEach((lineIndex, shareIndex) => (prices[lineIndex] = shares[shareIndex]!));
  }
  return lines.map((line, index) => ({
    unitPrice: roundMoney(new Decimal(line.unitPrice).times(rate), estimate.currency).toNumber(),
    price: prices[index]!.toNumber(),
  }));
}

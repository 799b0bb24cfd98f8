import { Decimal } from 'decimal.js';
import { currencyDecimals } from './currency.js';

/** Rounds half away from zero to the currency's decimals, exactly (no binary floating point). */
export function roundMoney(amount: Decimal.Value, code: string): Decimal {
  return new Decimal(amount).toDecimalPlaces(currencyDecimals(code), Decimal.ROUND_HALF_UP);
}

/**
 * An amount in the currency's minor unit (cents; yen are their own minor unit), as payment
 * providers count it: "500.00" USD is 50000. Exact: no binary floating point on the way.
 */
export function toMinorUnits(amount: Decimal.Value, code: string): number {
  return roundMoney(amount, code)
    .times(10 ** currencyDecimals(code))
    .toNumber();
}

/** The major-unit amount of a provider's minor-unit count: 50000 USD cents is 500. */
export function fromMinorUnits(minor: number, code: string): number {
  return new Decimal(minor).dividedBy(10 ** currencyDecimals(code)).toNumber();
}

/** `after - before`, two amounts of one currency, worked out exactly in its minor unit. */
export function moneyDifference(after: number, before: number, code: string): number {
  return fromMinorUnits(toMinorUnits(after, code) - toMinorUnits(before, code), code);
}

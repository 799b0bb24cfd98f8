import { Decimal } from 'decimal.js';
import { currencyDecimals } from './currency.js';

/** Rounds half away from zero to the currency's decimals, exactly (no binary floating point). */
export function roundMoney(amount: Decimal.Value, code: string): Decimal {
  return new Decimal(amount).toDecimalPlaces(currencyDecimals(code), Decimal.ROUND_HALF_UP);
}

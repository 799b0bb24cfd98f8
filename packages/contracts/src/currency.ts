import { Decimal } from 'decimal.js';

/**
 * How an amount is written in each of the 18 currencies the portal displays (spec section 3).
 * Values follow each currency's home convention; the portal itself is in US English.
 */
export interface CurrencyDisplay {
  code: string;
  symbol: string;
  position: 'before' | 'after';
  /** Whether a space stands between the symbol and the number. */
  spaced: boolean;
  decimals: 0 | 2;
  thousandsSeparator: string;
  decimalSeparator: string;
}

const display = (
  code: string,
  symbol: string,
  position: CurrencyDisplay['position'],
  spaced: boolean,
  thousandsSeparator: string,
  decimalSeparator: string,
  decimals: CurrencyDisplay['decimals'] = 2,
): CurrencyDisplay => ({
  code,
  symbol,
  position,
  spaced,
  decimals,
  thousandsSeparator,
  decimalSeparator,
});

export const currencyTable: Readonly<Record<string, CurrencyDisplay>> = Object.freeze({
  USD: display('USD', '$', 'before', false, ',', '.'),
  EUR: display('EUR', '€', 'after', true, '.', ','),
  GBP: display('GBP', '£', 'before', false, ',', '.'),
  CAD: display('CAD', 'CA$', 'before', false, ',', '.'),
  AUD: display('AUD', 'A$', 'before', false, ',', '.'),
  JPY: display('JPY', '¥', 'before', false, ',', '.', 0),
  CHF: display('CHF', 'CHF', 'before', true, "'", '.'),
  SEK: display('SEK', 'kr', 'after', true, ' ', ','),
  NOK: display('NOK', 'kr', 'after', true, ' ', ','),
  DKK: display('DKK', 'kr.', 'after', true, '.', ','),
  PLN: display('PLN', 'zł', 'after', true, ' ', ','),
  CZK: display('CZK', 'Kč', 'after', true, ' ', ','),
  HUF: display('HUF', 'Ft', 'after', true, ' ', ',', 0),
  CNY: display('CNY', 'CN¥', 'before', false, ',', '.'),
  INR: display('INR', '₹', 'before', false, ',', '.'),
  BRL: display('BRL', 'R$', 'before', true, '.', ','),
  MXN: display('MXN', 'MX$', 'before', false, ',', '.'),
  ARS: display('ARS', 'AR$', 'before', true, '.', ','),
});

export const currencyCodes = Object.keys(currencyTable);

export function currencyDisplay(code: string): CurrencyDisplay | undefined {
  return currencyTable[code.toUpperCase()];
}

/** Decimals of a currency's minor unit: 0 for JPY and HUF, 2 for the rest and unknown codes. */
export function currencyDecimals(code: string): number {
  return currencyDisplay(code)?.decimals ?? 2;
}

/** Rounds half away from zero to the currency's decimals, exactly (no binary floating point). */
export function roundMoney(amount: Decimal.Value, code: string): Decimal {
  return new Decimal(amount).toDecimalPlaces(currencyDecimals(code), Decimal.ROUND_HALF_UP);
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function formatNumber(amount: Decimal, decimals: number, thousands: string, point: string): string {
  const [whole = '0', fraction] = amount.abs().toFixed(decimals, Decimal.ROUND_HALF_UP).split('.');
  const grouped = groupThousands(whole, thousands);
  return fraction === undefined ? grouped : `${grouped}${point}${fraction}`;
}

/**
 * Writes an amount (major unit) in a currency, e.g. formatMoney(1068.12, 'usd') is "$1,068.12".
 * An unknown currency is shown as the number followed by its code: "1,068.12 XYZ".
 */
export function formatMoney(amount: Decimal.Value, currencyCode: string): string {
  const value = new Decimal(amount);
  const sign = value.isNegative() && !value.isZero() ? '-' : '';
  const known = currencyDisplay(currencyCode);
  if (!known) {
    return `${sign}${formatNumber(value, 2, ',', '.')} ${currencyCode.toUpperCase()}`;
  }
  const number = formatNumber(
    value,
    known.decimals,
    known.thousandsSeparator,
    known.decimalSeparator,
  );
  const gap = known.spaced ? ' ' : '';
  return known.position === 'before'
    ? `${sign}${known.symbol}${gap}${number}`
    : `${sign}${number}${gap}${known.symbol}`;
}

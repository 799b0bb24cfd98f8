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

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Rounds a plain decimal string (no sign, no exponent) half away from zero to `decimals`
 * places, on its digits: "1.005" gives "1.01", which binary floating point would not.
 */
function roundDigits(plain: string, decimals: number): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = plain.split('.');
  const kept = fraction.padEnd(decimals, '0').slice(0, decimals);
  const roundsUp = (fraction[decimals] ?? '0') >= '5';
  const digits = (BigInt(whole + kept) + (roundsUp ? 1n : 0n))
    .toString()
    .padStart(decimals + 1, '0');
  return {
    whole: digits.slice(0, digits.length - decimals),
    fraction: digits.slice(digits.length - decimals),
  };
}

/** The amount's digits as written in JavaScript's shortest round-trip form, without a sign. */
function plainDigits(amount: number | string, decimals: number): string {
  const written = String(amount).trim().replace(/^[-+]/, '');
  if (!/^\d*\.?\d*$/.test(written) || written === '' || written === '.') {
    // Exponent form (only for amounts no estimate reaches) or junk: let Number decide.
    return Math.abs(Number(amount)).toFixed(decimals);
  }
  return written;
}

/** The sign and the rounded number; an amount that rounds to zero has no sign. */
function formatNumber(amount: number | string, decimals: number, thousands: string, point: string) {
  const { whole, fraction } = roundDigits(plainDigits(amount, decimals), decimals);
  const sign = Number(amount) < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  const grouped = groupThousands(whole, thousands);
  return { sign, number: fraction === '' ? grouped : `${grouped}${point}${fraction}` };
}

/**
 * Writes an amount (major unit) in a currency, e.g. formatMoney(1068.12, 'usd') is "$1,068.12".
 * An unknown currency is shown as the number followed by its code: "1,068.12 XYZ".
 * Needs no decimal library: the web app formats amounts the API has already rounded.
 */
export function formatMoney(amount: number | string, currencyCode: string): string {
  const known = currencyDisplay(currencyCode);
  if (!known) {
    const { sign, number } = formatNumber(amount, 2, ',', '.');
    return `${sign}${number} ${currencyCode.toUpperCase()}`;
  }
  const { decimals, thousandsSeparator, decimalSeparator, spaced, symbol } = known;
  const { sign, number } = formatNumber(amount, decimals, thousandsSeparator, decimalSeparator);
  const gap = spaced ? ' ' : '';
  return known.position === 'before'
    ? `${sign}${symbol}${gap}${number}`
    : `${sign}${number}${gap}${symbol}`;
}

/** The catalog's prices (catalog items, a kitchen's 'from' price) are in US dollars. */
export const catalogCurrency = 'USD';

/** A catalog price as people read it: formatCatalogPrice(42) is "$42.00" (decision 57.4). */
export function formatCatalogPrice(amount: number | string): string {
  return formatMoney(amount, catalogCurrency);
}

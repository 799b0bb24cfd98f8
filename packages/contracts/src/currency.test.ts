import { describe, expect, it } from 'vitest';
import { currencyCodes, currencyDecimals, formatMoney } from './currency.js';
import { roundMoney } from './money.js';

describe('currency display table', () => {
  it('holds the 18 codes of the spec', () => {
    expect(currencyCodes).toEqual([
      'USD',
      'EUR',
      'GBP',
      'CAD',
      'AUD',
      'JPY',
      'CHF',
      'SEK',
      'NOK',
      'DKK',
      'PLN',
      'CZK',
      'HUF',
      'CNY',
      'INR',
      'BRL',
      'MXN',
      'ARS',
    ]);
  });

  it.each([
    ['USD', '$1,234,567.89'],
    ['EUR', '1.234.567,89 €'],
    ['GBP', '£1,234,567.89'],
    ['CAD', 'CA$1,234,567.89'],
    ['AUD', 'A$1,234,567.89'],
    ['JPY', '¥1,234,568'],
    ['CHF', "CHF 1'234'567.89"],
    ['SEK', '1 234 567,89 kr'],
    ['NOK', '1 234 567,89 kr'],
    ['DKK', '1.234.567,89 kr.'],
    ['PLN', '1 234 567,89 zł'],
    ['CZK', '1 234 567,89 Kč'],
    ['HUF', '1 234 568 Ft'],
    ['CNY', 'CN¥1,234,567.89'],
    ['INR', '₹1,234,567.89'],
    ['BRL', 'R$ 1.234.567,89'],
    ['MXN', 'MX$1,234,567.89'],
    ['ARS', 'AR$ 1.234.567,89'],
  ])('writes %s amounts with its symbol, position, separators and decimals', (code, written) => {
    expect(formatMoney(1234567.885, code)).toBe(written);
  });

  it('reads codes in any case, as the API sends them lowercase', () => {
    expect(formatMoney(1068.12, 'usd')).toBe('$1,068.12');
    expect(formatMoney(1068.12, 'eur')).toBe('1.068,12 €');
  });

  it('shows an unknown currency as the number followed by its code', () => {
    expect(formatMoney(1068.1, 'xyz')).toBe('1,068.10 XYZ');
  });

  it('uses 0 decimals for JPY and HUF and 2 for every other code', () => {
    for (const code of currencyCodes) {
      expect(currencyDecimals(code)).toBe(code === 'JPY' || code === 'HUF' ? 0 : 2);
    }
  });

  it('puts the minus sign before the symbol and writes small amounts with a zero', () => {
    expect(formatMoney(-5.5, 'USD')).toBe('-$5.50');
    expect(formatMoney(0.5, 'EUR')).toBe('0,50 €');
    expect(formatMoney(0, 'GBP')).toBe('£0.00');
  });

  it('rounds half away from zero, exactly', () => {
    // 1.005 is 1.00499999999999989... in binary floating point; money must not see that.
    expect(roundMoney('1.005', 'USD').toString()).toBe('1.01');
    expect(roundMoney('-1.005', 'USD').toString()).toBe('-1.01');
    expect(roundMoney('1068.5', 'JPY').toString()).toBe('1069');
    expect(roundMoney('-2.5', 'HUF').toString()).toBe('-3');
    expect(formatMoney('1.005', 'USD')).toBe('$1.01');
    expect(formatMoney(1.005, 'USD')).toBe('$1.01');
    expect(formatMoney(1068.5, 'JPY')).toBe('¥1,069');
    expect(formatMoney(-0.001, 'USD')).toBe('$0.00');
    expect(formatMoney(0.995, 'EUR')).toBe('1,00 €');
  });
});

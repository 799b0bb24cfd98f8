import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCodes, currencyDecimals, currencyDisplay, formatMoney } from './currency.js';
import { fromMinorUnits, roundMoney, toMinorUnits } from './money.js';

/*
 * Two roundings exist on purpose: decimal.js `roundMoney` where the API calculates, and the
 * digit rounding inside `formatMoney`, which keeps decimal.js out of the web's public pages.
 * They must agree for every currency, to the last digit.
 */
const digitsOf = (written: string) => written.replace(/\D/g, '');

const amounts = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 6 }), fc.boolean())
  .map(([digits, scale, negative]) => {
    const text = digits.toString().padStart(scale + 1, '0');
    const plain = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
    return negative ? `-${plain}` : plain;
  });

describe('formatMoney and roundMoney', () => {
  it('round every amount alike in every currency', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom(...currencyCodes), (amount, code) => {
        const rounded = roundMoney(amount, code);
        const expected = rounded.abs().toFixed(currencyDecimals(code));
        const written = formatMoney(amount, code);
        const symbolDigits = digitsOf(currencyDisplay(code)!.symbol);
        expect(digitsOf(written).slice(symbolDigits.length)).toBe(digitsOf(expected));
        expect(written.includes('-')).toBe(!rounded.isZero() && rounded.isNegative());
      }),
      { numRuns: 2000 },
    );
  });
});

describe('minor units, as payment providers count', () => {
  it('turns a deposit into cents exactly and back', () => {
    expect(toMinorUnits('500.00', 'usd')).toBe(50000);
    expect(toMinorUnits('0.29', 'eur')).toBe(29);
    expect(toMinorUnits('1234.565', 'gbp')).toBe(123457);
    expect(toMinorUnits('500', 'jpy')).toBe(500);
    expect(fromMinorUnits(50000, 'usd')).toBe(500);
    expect(fromMinorUnits(29, 'eur')).toBe(0.29);
    expect(fromMinorUnits(500, 'jpy')).toBe(500);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCodes, currencyDecimals, currencyDisplay, formatMoney } from './currency.js';
import { Decimal } from 'decimal.js';
import { fromMinorUnits, roundMoney, scheduleAmounts, toMinorUnits } from './money.js';

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

describe('scheduleAmounts: a payment schedule to the cent', () => {
  const amountsOf = (...args: Parameters<typeof scheduleAmounts>) => {
    const result = scheduleAmounts(...args);
    if (result.kind !== 'amounts') throw new Error(result.problem);
    return result.amounts;
  };

  it('rounds each percentage and gives the last payment the remainder', () => {
    const thirtySixtyTen = [{ percent: 30 }, { percent: 60 }, { percent: 10 }];
    expect(amountsOf('10000.01', 'usd', thirtySixtyTen)).toEqual([3000, 6000.01, 1000]);
    expect(
      amountsOf('100', 'usd', [{ percent: '33.33' }, { percent: '33.33' }, { percent: '33.34' }]),
    ).toEqual([33.33, 33.33, 33.34]);
    expect(amountsOf('100', 'eur', [{ percent: 50 }, { percent: 50 }])).toEqual([50, 50]);
    expect(amountsOf('100001', 'jpy', thirtySixtyTen)).toEqual([30000, 60001, 10000]);
    expect(amountsOf('0.05', 'gbp', [{ percent: 50 }, { percent: 50 }])).toEqual([0.03, 0.02]);
  });

  it('takes a fixed deposit, then percentages, then the rest', () => {
    expect(
      amountsOf('12345.67', 'usd', [{ amount: 500 }, { percent: 60 }, { rest: true }]),
    ).toEqual([500, 7407.4, 4438.27]);
  });

  it('refuses a schedule that does not add up, or a payment of nothing', () => {
    expect(scheduleAmounts('100', 'usd', [{ percent: 30 }, { percent: 60 }])).toEqual({
      kind: 'problem',
      problem: 'The percentages come to 90 %, not 100 %',
    });
    expect(scheduleAmounts('1000', 'usd', [{ amount: 500 }, { percent: 40 }])).toEqual({
      kind: 'problem',
      problem:
        'The payments come to $900.00, not the total $1,000.00: make the last payment the rest',
    });
    expect(scheduleAmounts('1000', 'usd', [{ amount: 1000 }, { rest: true }])).toEqual({
      kind: 'problem',
      problem: 'Each payment must be more than zero',
    });
    expect(scheduleAmounts('1000', 'usd', [])).toMatchObject({ kind: 'problem' });
    expect(scheduleAmounts('1000', 'usd', [{ rest: true }, { percent: 100 }])).toMatchObject({
      problem: 'Only the last payment can be the rest of the total',
    });
  });

  it('always adds up to the total in minor units, each leading payment rounded as stated', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 100n, max: 10n ** 11n }),
        fc.constantFrom(...currencyCodes),
        fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 6 }),
        (minor, code, weights) => {
          const total = fromMinorUnits(Number(minor), code);
          // Percentages in hundredths that add up to exactly 100 %.
          const sum = weights.reduce((left, weight) => left + weight, 0);
          const hundredths = weights.map((weight) => Math.floor((weight * 10_000) / sum));
          hundredths[hundredths.length - 1]! += 10_000 - hundredths.reduce((a, b) => a + b, 0);
          if (hundredths.some((part) => part === 0)) return;
          const shares = hundredths.map((part) => ({ percent: new Decimal(part).dividedBy(100) }));
          const result = scheduleAmounts(total, code, shares);
          if (result.kind === 'problem') {
            // Only when a percentage of a tiny total rounds to nothing.
            expect(result.problem).toBe('Each payment must be more than zero');
            return;
          }
          const paid = result.amounts.reduce(
            (left, amount) => left + toMinorUnits(amount, code),
            0,
          );
          expect(paid).toBe(toMinorUnits(total, code));
          result.amounts.slice(0, -1).forEach((amount, index) => {
            expect(amount).toBe(
              roundMoney(
                new Decimal(total).times(shares[index]!.percent).dividedBy(100),
                code,
              ).toNumber(),
            );
          });
        },
      ),
    );
  });
});

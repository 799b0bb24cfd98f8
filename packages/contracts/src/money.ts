import { Decimal } from 'decimal.js';
import { currencyDecimals, formatMoney } from './currency.js';

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

/** Amounts of one currency added up exactly, in its minor unit. */
export function sumMoney(amounts: readonly number[], code: string): number {
  const minor = amounts.reduce((sum, amount) => sum + toMinorUnits(amount, code), 0);
  return fromMinorUnits(minor, code);
}

/**
 * One payment of a schedule: a percentage of the accepted total, a fixed amount, or (last only)
 * the rest of the total.
 */
export type ScheduleShare = { percent: Decimal.Value } | { amount: Decimal.Value } | { rest: true };

export type ScheduleAmounts =
  { kind: 'amounts'; amounts: number[] } | { kind: 'problem'; problem: string };

const problem = (text: string): ScheduleAmounts => ({ kind: 'problem', problem: text });

/**
 * A payment schedule's amounts for an accepted total (issue 38): each percentage of the total
 * rounded half away from zero to the currency, each fixed amount as it is, and the last payment
 * what remains, so the payments add up to the total to the cent. Without a last 'rest', the
 * shares must add up to the total exactly before rounding (100 % when all are percentages).
 * Every payment must be more than zero.
 */
export function scheduleAmounts(
  total: Decimal.Value,
  code: string,
  shares: readonly ScheduleShare[],
): ScheduleAmounts {
  const last = shares.at(-1);
  if (!last) return problem('A schedule needs at least one payment');
  if (shares.slice(0, -1).some((share) => 'rest' in share)) {
    return problem('Only the last payment can be the rest of the total');
  }
  const whole = roundMoney(total, code);
  const exactOf = (share: ScheduleShare) =>
    'percent' in share
      ? whole.times(share.percent).dividedBy(100)
      : 'amount' in share
        ? new Decimal(share.amount)
        : null;
  if (!('rest' in last)) {
    const planned = shares.reduce((sum, share) => sum.plus(exactOf(share)!), new Decimal(0));
    if (shares.every((share) => 'percent' in share) && !planned.equals(whole)) {
      const percent = shares.reduce(
        (sum, share) => sum.plus('percent' in share ? share.percent : 0),
        new Decimal(0),
      );
      return problem(`The percentages come to ${percent.toString()} %, not 100 %`);
    }
    if (!planned.equals(whole)) {
      return problem(
        `The payments come to ${formatMoney(planned.toString(), code)}, not the total ${formatMoney(whole.toString(), code)}: make the last payment the rest`,
      );
    }
  }
  const leading = shares.slice(0, -1).map((share) => roundMoney(exactOf(share)!, code));
  const rest = leading.reduce((left, part) => left.minus(part), whole);
  const amounts = [...leading, rest];
  if (amounts.some((amount) => amount.lessThanOrEqualTo(0))) {
    return problem('Each payment must be more than zero');
  }
  return { kind: 'amounts', amounts: amounts.map((amount) => amount.toNumber()) };
}

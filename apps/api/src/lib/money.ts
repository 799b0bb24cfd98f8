/*
 * Money comes out of numeric columns as exact decimal strings ("1068.10"). The API answers
 * JSON numbers in the major unit, so the string is turned into the nearest double once, at
 * the edge, and never used for arithmetic afterwards.
 */
export function toAmount(numeric: string): number {
  const amount = Number(numeric);
  if (!Number.isFinite(amount)) throw new Error(`Not an amount: ${numeric}`);
  return amount;
}

export function toAmountOrNull(numeric: string | null): number | null {
  return numeric === null ? null : toAmount(numeric);
}

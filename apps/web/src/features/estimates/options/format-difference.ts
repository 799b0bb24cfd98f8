import { formatMoney } from '@corner/contracts/display';

/** A change of price as the page writes it: '+$640.00', '−$120.00', '' for no change. */
export function formatDifference(amount: number, currency: string): string {
  if (amount === 0) return '';
  return amount > 0
    ? `+${formatMoney(amount, currency)}`
    : `\u2212${formatMoney(-amount, currency)}`;
}

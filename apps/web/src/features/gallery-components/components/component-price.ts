import type { CatalogItemSummary } from '@corner/contracts';
import { formatMoney } from '@corner/contracts/display';

/** "$42.00 per piece": catalog prices are in USD. */
export function componentPrice(item: Pick<CatalogItemSummary, 'unitPrice' | 'unit'>): string {
  return `${formatMoney(item.unitPrice, 'USD')} per ${item.unit}`;
}

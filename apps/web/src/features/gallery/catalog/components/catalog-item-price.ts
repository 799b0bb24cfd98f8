import type { CatalogItemSummary } from '@corner/contracts';
import { formatCatalogPrice } from '@corner/contracts/display';

/** "$42.00 per piece": the catalog price of one unit. */
export function catalogItemPrice(item: Pick<CatalogItemSummary, 'unitPrice' | 'unit'>): string {
  return `${formatCatalogPrice(item.unitPrice)} per ${item.unit}`;
}

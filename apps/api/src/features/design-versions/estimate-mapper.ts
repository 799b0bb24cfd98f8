import type { Estimate } from '@corner/contracts';
import type { estimates } from '../../db/schema.js';
import { toAmount } from '../../lib/money.js';

/** A stored estimate; its snapshot is not needed to show it. */
export type EstimateRow = Omit<typeof estimates.$inferSelect, 'snapshot'>;

/** Amounts are stored rounded to the currency's decimals (PRODUCT.md 4). */
export function toEstimate(row: EstimateRow): Estimate {
  return {
    id: row.id,
    reference: row.reference,
    designVersionId: row.designVersionId,
    currency: row.currency,
    totalCost: toAmount(row.totalCost),
    materialsCost: toAmount(row.materialsCost),
    componentsCost: toAmount(row.componentsCost),
    countertopCost: toAmount(row.countertopCost),
    assemblyCost: toAmount(row.assemblyCost),
    deliveryCost: toAmount(row.deliveryCost),
    measurementsCost: toAmount(row.measurementsCost),
    installationCost: toAmount(row.installationCost),
    validUntil: row.validUntil,
    createdAt: row.createdAt.toISOString(),
  };
}

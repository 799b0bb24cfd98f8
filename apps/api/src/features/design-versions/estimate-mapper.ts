import type { Estimate } from '@corner/contracts';
import type { estimates } from '../../db/schema.js';

/** A stored estimate; its snapshot is not needed to show it. */
export type EstimateRow = Omit<typeof estimates.$inferSelect, 'snapshot'>;

/** Amounts are stored rounded to the currency's decimals, so Number() is exact enough. */
export function toEstimate(row: EstimateRow): Estimate {
  return {
    id: row.id,
    designVersionId: row.designVersionId,
    currency: row.currency,
    totalCost: Number(row.totalCost),
    materialsCost: Number(row.materialsCost),
    componentsCost: Number(row.componentsCost),
    countertopCost: Number(row.countertopCost),
    assemblyCost: Number(row.assemblyCost),
    deliveryCost: Number(row.deliveryCost),
    measurementsCost: Number(row.measurementsCost),
    installationCost: Number(row.installationCost),
    validUntil: row.validUntil,
    createdAt: row.createdAt.toISOString(),
  };
}

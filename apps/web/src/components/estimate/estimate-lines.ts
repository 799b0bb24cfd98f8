/** A breakdown line of an estimate summary, by its field on the Estimate. */
export type CostField =
  | 'materialsCost'
  | 'componentsCost'
  | 'countertopCost'
  | 'assemblyCost'
  | 'deliveryCost'
  | 'measurementsCost'
  | 'installationCost';

/**
 * The breakdown lines, in order: the spec's three, then PRODUCT.md section 5's four. Its own
 * module, so the Compare view names them the same without loading the summary.
 */
export const estimateLines: readonly { field: CostField; label: string }[] = [
  { field: 'materialsCost', label: 'Materials' },
  { field: 'componentsCost', label: 'Components' },
  { field: 'countertopCost', label: 'Countertop' },
  { field: 'assemblyCost', label: 'Assembly' },
  { field: 'deliveryCost', label: 'Delivery' },
  { field: 'measurementsCost', label: 'Measurements' },
  { field: 'installationCost', label: 'Installation' },
];

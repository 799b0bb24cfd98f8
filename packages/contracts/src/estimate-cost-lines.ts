/* The summary lines of an estimate: their own module, so a page that shows a summary loads
 * nothing else of the estimate's line groups. */

/** An estimate's cost field shown as a summary line. */
export type CostField =
  | 'materialsCost'
  | 'componentsCost'
  | 'countertopCost'
  | 'assemblyCost'
  | 'deliveryCost'
  | 'measurementsCost'
  | 'installationCost';

/**
 * The summary lines, in order: the spec's three, then PRODUCT.md section 5's four. The pages,
 * the Compare view and the acceptance record name them the same.
 */
export const estimateCostLines: readonly { field: CostField; label: string }[] = [
  { field: 'materialsCost', label: 'Materials' },
  { field: 'componentsCost', label: 'Components' },
  { field: 'countertopCost', label: 'Countertop' },
  { field: 'assemblyCost', label: 'Assembly' },
  { field: 'deliveryCost', label: 'Delivery' },
  { field: 'measurementsCost', label: 'Measurements' },
  { field: 'installationCost', label: 'Installation' },
];

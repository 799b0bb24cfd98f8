import type { Estimate, EstimateBreakdown } from '@corner/contracts';

/** The breakdown of one version's estimate among the page's, by its estimate or its version. */
export function breakdownOf(
  breakdowns: readonly EstimateBreakdown[] | undefined,
  estimate: Estimate,
): EstimateBreakdown | undefined {
  return (
    breakdowns?.find((each) => each.estimateId === estimate.id) ??
    breakdowns?.find((each) => each.designVersionId === estimate.designVersionId)
  );
}

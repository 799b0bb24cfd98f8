import type { Estimate } from '@corner/contracts';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useEstimateBreakdown } from '../api/get-estimate-breakdown';
import { breakdownOf } from '../breakdown-of';
import type { EstimateSource } from '../estimate-sections';
import { EstimateLines } from './estimate-lines';

// The page's other parts that wait for this chunk: what drives the price, and print.
export { EstimateDrivers } from './estimate-drivers';
export { PrintButton, PrintHeader } from './estimate-print';

export interface EstimateItemDetailsProps {
  source: EstimateSource;
  estimate: Estimate;
  headingLevel: 2 | 3;
}

/**
 * A version's lines on an estimate page, from the page's breakdown (the estimate's frozen
 * snapshot). Its own chunk: the page shows the renders and the price first, and loads this
 * after them. A failed breakdown shows nothing here: the drivers panel under the summary
 * says so, with Retry.
 */
export default function EstimateItemDetails({
  source,
  estimate,
  headingLevel,
}: EstimateItemDetailsProps) {
  const query = useEstimateBreakdown(source);
  if (query.isPending) return <LoadingState label="Loading the estimate's lines…" />;
  const breakdown = breakdownOf(query.data, estimate);
  if (!breakdown) return null;
  return (
    <EstimateLines
      key={estimate.id}
      lines={breakdown.lines}
      currency={estimate.currency}
      level={headingLevel}
    />
  );
}

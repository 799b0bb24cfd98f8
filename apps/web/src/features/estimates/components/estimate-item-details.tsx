import type { Estimate } from '@corner/contracts';
import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useEstimateBreakdown } from '../api/get-estimate-breakdown';
import { breakdownOf } from '../breakdown-of';
import type { EstimateSource } from '../estimate-sections';
import { EstimateDrivers as VersionDrivers, type EstimateDriversProps } from './estimate-drivers';
import { EstimateLines } from './estimate-lines';

// The page's other parts that wait for this chunk: the version's options and what drives the
// price (one slot under the summary), and print.
export { PrintButton, PrintHeader } from './estimate-print';

// Its own chunk, so the estimate route's code does not grow (its JS is at its budget). The
// server renders the page whole (decision 46), this list included; the browser keeps the
// server's list until the chunk has loaded.
const VersionOptions = lazy(() =>
  import('../options/version-options').then((m) => ({ default: m.VersionOptions })),
);

/** Under a version's summary: the options it offers (issue 37), then what drives its price. */
export function EstimateDrivers(props: EstimateDriversProps) {
  return (
    <>
      <Suspense fallback={null}>
        <VersionOptions
          source={props.source}
          estimate={props.estimate}
          name={props.name}
          headingLevel={props.headingLevel}
        />
      </Suspense>
      <VersionDrivers {...props} />
    </>
  );
}

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

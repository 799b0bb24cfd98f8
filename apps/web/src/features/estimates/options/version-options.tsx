import type { Estimate } from '@corner/contracts';
import { lazy, Suspense, useDeferredValue, useSyncExternalStore } from 'react';
import { useEstimateBreakdown } from '../api/get-estimate-breakdown';
import { breakdownOf } from '../breakdown-of';
import type { EstimateSource } from '../estimate-sections';
import { OptionGroups } from './option-groups';

// useHydrated (hooks/use-hydrated.ts), written out: importing the hook here would split it
// out of the estimate route's own chunk, and the route's JS is at its budget.
const noChange = () => () => {};
const useLive = () =>
  useDeferredValue(
    useSyncExternalStore(
      noChange,
      () => true,
      () => false,
    ),
  );

// The engine (the pricing package, decimal.js) and the live panel: loaded only for a version
// that offers options, once the page's code runs.
const LiveOptions = lazy(() => import('./live-options'));

export interface VersionOptionsProps {
  source: EstimateSource;
  estimate: Estimate;
  name: string;
  headingLevel: number;
}

/**
 * A version's options beside its summary (issue 37). The server's HTML and a page without
 * JavaScript list them with the server's differences; in the browser the live panel takes
 * their place, with the same markup, and prices the customer's choices.
 */
export function VersionOptions({ source, estimate, name, headingLevel }: VersionOptionsProps) {
  const query = useEstimateBreakdown(source);
  const breakdown = breakdownOf(query.data, estimate);
  const hydrated = useLive();
  const options = breakdown?.options;
  if (!breakdown || !options) return null;
  const listed = (
    <OptionGroups
      options={options}
      currency={estimate.currency}
      name={name}
      headingLevel={headingLevel}
      chosen={{}}
      differences={options.differences}
    />
  );
  if (!hydrated) return listed;
  return (
    <Suspense fallback={listed}>
      <LiveOptions
        source={source}
        estimate={estimate}
        breakdown={breakdown}
        options={options}
        name={name}
        headingLevel={headingLevel}
      />
    </Suspense>
  );
}

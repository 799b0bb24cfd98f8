import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '@/hooks/use-hydrated';
import type { EstimateSource } from '../estimate-sections';

/*
 * Back from the payment provider (`?payment=returned`, decision 50): the customer is told at
 * the top of the page whether the deposit has arrived (payment-status.tsx, loaded only then).
 */

export const paymentReturnedParam = 'payment';

const PaymentStatus = lazy(() => import('./payment-status'));

export function PaymentReturned(props: { source: EstimateSource; estimateId: string }) {
  const [params] = useSearchParams();
  // The kept server-rendered page is the same for every query: shown once the browser runs.
  const hydrated = useHydrated();
  if (!hydrated || params.get(paymentReturnedParam) !== 'returned') return null;
  return (
    <Suspense fallback={null}>
      <PaymentStatus {...props} />
    </Suspense>
  );
}

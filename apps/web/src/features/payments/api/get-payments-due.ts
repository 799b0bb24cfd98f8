import type { PaymentDue } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET /admin/payments-due: every payment of a schedule due or overdue now (staff; issue 38). */
export function getPaymentsDue(signal?: AbortSignal) {
  return api.get<PaymentDue[]>('/admin/payments-due', { signal });
}

export function usePaymentsDue() {
  return useQuery(
    queryOptions({
      queryKey: [...paymentKeys.all, 'due'] as const,
      queryFn: ({ signal }) => getPaymentsDue(signal),
    }),
  );
}

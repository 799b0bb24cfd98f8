import type { PaymentIssue } from '@corner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys, type PaymentIssuesState } from './keys';

/** GET /admin/payment-issues?state=: the payments kept for staff, newest first (staff). */
export function getPaymentIssues(state: PaymentIssuesState, signal?: AbortSignal) {
  return api.get<PaymentIssue[]>('/admin/payment-issues', { query: { state }, signal });
}

export function getPaymentIssuesQueryOptions(state: PaymentIssuesState) {
  return queryOptions({
    queryKey: paymentKeys.list(state),
    queryFn: ({ signal }) => getPaymentIssues(state, signal),
  });
}

export function usePaymentIssues(state: PaymentIssuesState) {
  return useQuery({ ...getPaymentIssuesQueryOptions(state), placeholderData: keepPreviousData });
}

import type { PaymentSchedule } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys, projectPath } from './project-keys';

/**
 * GET /project/{id}/payment-schedule: each payment's amount, dates and state (issue 38). The
 * customer's dashboard shows it; the back office changes it.
 */
export function getPaymentSchedule(projectId: string, signal?: AbortSignal) {
  return api.get<PaymentSchedule>(`${projectPath(projectId)}/payment-schedule`, { signal });
}

export function getPaymentScheduleQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.paymentSchedule(projectId),
    queryFn: ({ signal }) => getPaymentSchedule(projectId, signal),
  });
}

export function usePaymentSchedule(projectId: string) {
  return useQuery(getPaymentScheduleQueryOptions(projectId));
}

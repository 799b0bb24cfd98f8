import type { PaymentSchedule, PaymentScheduleRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPaymentScheduleQueryOptions } from '@/api/get-payment-schedule';
import { projectPath } from '@/api/project-keys';
import { api } from '@/lib/api-client';

/**
 * PUT /project/{id}/payment-schedule: staff, until a payment of it is paid (issue 38). Answers
 * the new schedule; 400 when the shares do not work out for the accepted total, 409 once locked.
 */
export function savePaymentSchedule(projectId: string, body: PaymentScheduleRequest) {
  return api.put<PaymentSchedule>(`${projectPath(projectId)}/payment-schedule`, body);
}

export function useSavePaymentSchedule(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentScheduleRequest) => savePaymentSchedule(projectId, body),
    onSuccess: (schedule) =>
      queryClient.setQueryData(getPaymentScheduleQueryOptions(projectId).queryKey, schedule),
  });
}

import type { PaymentCheckout } from '@corner/contracts';
import { useMutation } from '@tanstack/react-query';
import { projectPath } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { leavePage } from '@/lib/leave-page';

/**
 * POST /project/{id}/payment-schedule/{paymentId}/checkout: where the customer pays the next
 * payment (the provider's checkout page, or the stand-in in local mode); the browser goes there.
 */
export function payScheduledPayment(projectId: string, paymentId: string) {
  return api.post<PaymentCheckout>(
    `${projectPath(projectId)}/payment-schedule/${encodeURIComponent(paymentId)}/checkout`,
  );
}

export function usePayScheduledPayment(projectId: string) {
  return useMutation({
    mutationFn: (paymentId: string) => payScheduledPayment(projectId, paymentId),
    onSuccess: ({ url }) => leavePage.for(url),
  });
}

import type { PaymentIssue } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentIssuePath, paymentIssueResolved } from './keys';

/** What staff do with a kept payment. */
export type PaymentIssueAction = 'apply' | 'refunded';

/**
 * POST /admin/payment-issues/{id}/apply: the payment reserves the spot on the estimate it
 * names (409 with the reason when it cannot); POST …/{id}/refunded: staff refunded it at the
 * payment provider. Both answer 204.
 */
export function resolvePaymentIssue(id: string, action: PaymentIssueAction) {
  return api.post<null>(`${paymentIssuePath(id)}/${action}`);
}

export function useResolvePaymentIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ issue, action }: { issue: PaymentIssue; action: PaymentIssueAction }) =>
      resolvePaymentIssue(issue.id, action),
    onSuccess: (_answer, { issue }) => paymentIssueResolved(queryClient, issue.projectId),
  });
}

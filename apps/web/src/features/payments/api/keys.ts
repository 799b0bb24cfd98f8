import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/api/project-keys';

/** Which payments the list shows: the open ones, or every one with the resolved. */
export type PaymentIssuesState = 'open' | 'all';

/** Query keys of the back office's payments needing attention (decision 48). */
export const paymentKeys = {
  all: ['admin', 'payment-issues'] as const,
  list: (state: PaymentIssuesState) => [...paymentKeys.all, 'list', state] as const,
};

export const paymentIssuePath = (id: string) => `/admin/payment-issues/${encodeURIComponent(id)}`;

/**
 * After a payment is applied or marked refunded: every list of payments, and the project's
 * screens and the projects list, which show its reservation.
 */
export async function paymentIssueResolved(queryClient: QueryClient, projectId: string | null) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    projectId ? queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }) : null,
  ]);
}

import type { EnquiryStatus } from '@corner/contracts';
import type { QueryClient } from '@tanstack/react-query';

export interface EnquiriesQuery {
  status?: EnquiryStatus | undefined;
  page?: number | undefined;
}

/** Query keys of the back office's enquiries. */
export const enquiryKeys = {
  all: ['admin', 'enquiries'] as const,
  list: (query: EnquiriesQuery) => [...enquiryKeys.all, 'list', query] as const,
  detail: (id: string) => [...enquiryKeys.all, 'detail', id] as const,
};

/** After any change: every list and the enquiry show it. */
export function enquiriesChanged(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: enquiryKeys.all });
}

export const enquiryPath = (id: string) => `/admin/enquiries/${encodeURIComponent(id)}`;

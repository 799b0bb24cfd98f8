import type { Enquiry, EnquiryStatusChange } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enquiriesChanged, enquiryPath } from './keys';

/** PUT /admin/enquiries/{id}/status: new, contacted or closed, from the revision loaded. */
export function changeEnquiryStatus(id: string, change: EnquiryStatusChange) {
  return api.put<Enquiry>(`${enquiryPath(id)}/status`, change);
}

export function useChangeEnquiryStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EnquiryStatusChange) => changeEnquiryStatus(id, change),
    onSuccess: () => enquiriesChanged(queryClient),
  });
}

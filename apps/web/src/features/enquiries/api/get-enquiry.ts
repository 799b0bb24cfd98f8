import type { Enquiry } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { enquiryKeys, enquiryPath } from './keys';

/** GET /admin/enquiries/{id}: one enquiry with its kitchen and project (staff). */
export function getEnquiry(id: string, signal?: AbortSignal) {
  return api.get<Enquiry>(enquiryPath(id), { signal });
}

export function getEnquiryQueryOptions(id: string) {
  return queryOptions({
    queryKey: enquiryKeys.detail(id),
    queryFn: ({ signal }) => getEnquiry(id, signal),
    ...queryPresets.projectMeta,
  });
}

export function useEnquiry(id: string) {
  return useQuery(getEnquiryQueryOptions(id));
}

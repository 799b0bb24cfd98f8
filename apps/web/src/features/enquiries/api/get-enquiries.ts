import type { EnquiryList } from '@corner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { enquiryKeys, type EnquiriesQuery } from './keys';

/** GET /admin/enquiries: newest first, of one status or all, a page (staff). */
export function getEnquiries(query: EnquiriesQuery = {}, signal?: AbortSignal) {
  return api.get<EnquiryList>('/admin/enquiries', {
    query: { status: query.status, page: query.page },
    signal,
  });
}

export function getEnquiriesQueryOptions(query: EnquiriesQuery = {}) {
  return queryOptions({
    queryKey: enquiryKeys.list(query),
    queryFn: ({ signal }) => getEnquiries(query, signal),
    ...queryPresets.projectMeta,
  });
}

export function useEnquiries(query: EnquiriesQuery = {}) {
  return useQuery({ ...getEnquiriesQueryOptions(query), placeholderData: keepPreviousData });
}

import type { EnquiryRequest } from '@corner/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /enquiries: a visitor's enquiry (the same answer when the honeypot is filled). */
export function sendEnquiry(request: EnquiryRequest) {
  return api.post<{ message: string }>('/enquiries', request);
}

export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry });
}

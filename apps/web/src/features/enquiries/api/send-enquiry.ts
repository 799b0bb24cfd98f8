import type { EnquiryRequest } from '@corner/contracts';
import { useState } from 'react';
import { api } from '@/lib/api-client';

/** POST /enquiries: a visitor's enquiry (the same answer when the honeypot is filled). */
export function sendEnquiry(request: EnquiryRequest) {
  return api.post<{ message: string }>('/enquiries', request);
}

/**
 * The call's state for the public form. Not TanStack's useMutation: its module is 2 kB of
 * gzip JS that would put this public page over its budget (decision 40.5), for one call
 * that is sent once and cached nowhere.
 */
export function useSendEnquiry() {
  const [state, setState] = useState<{ isPending: boolean; error: Error | null }>({
    isPending: false,
    error: null,
  });
  const mutate = (request: EnquiryRequest, options: { onSuccess: () => void }) => {
    setState({ isPending: true, error: null });
    sendEnquiry(request).then(
      () => {
        setState({ isPending: false, error: null });
        options.onSuccess();
      },
      (error: unknown) =>
        setState({
          isPending: false,
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
  };
  return { ...state, mutate };
}

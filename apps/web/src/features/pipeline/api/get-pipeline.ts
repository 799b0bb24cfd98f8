import type { PaymentDue, Pipeline } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The period asked for in the address: each day left out ('') is the API's default. */
export interface PipelinePeriodQuery {
  /** Calendar days, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

/** Query keys of the pipeline. */
export const pipelineKeys = {
  all: ['admin', 'pipeline'] as const,
  funnel: (period: PipelinePeriodQuery) => [...pipelineKeys.all, 'funnel', period] as const,
  overdue: () => [...pipelineKeys.all, 'overdue'] as const,
};

/** The period as query parameters, the empty days left out. */
export function pipelineSearch(period: PipelinePeriodQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (period.from) params.set('from', period.from);
  if (period.to) params.set('to', period.to);
  return params;
}

/** GET /admin/pipeline: the cohort's funnel and what waits now (staff; issue 39). */
export function getPipeline(period: PipelinePeriodQuery, signal?: AbortSignal) {
  return api.get<Pipeline>('/admin/pipeline', {
    query: Object.fromEntries(pipelineSearch(period)),
    signal,
  });
}

export function usePipeline(period: PipelinePeriodQuery) {
  return useQuery(
    queryOptions({
      queryKey: pipelineKeys.funnel(period),
      queryFn: ({ signal }) => getPipeline(period, signal),
      // Figures of what happened: asked afresh each time the page opens.
      staleTime: 0,
    }),
  );
}

/**
 * The payments overdue now: GET /admin/payments-due (staff), the one place that works each
 * schedule out (decision 64), kept to its overdue payments.
 */
export async function getOverduePayments(signal?: AbortSignal): Promise<PaymentDue[]> {
  const due = await api.get<PaymentDue[]>('/admin/payments-due', { signal });
  return due.filter((payment) => payment.state === 'overdue');
}

export function useOverduePayments() {
  return useQuery(
    queryOptions({
      queryKey: pipelineKeys.overdue(),
      queryFn: ({ signal }) => getOverduePayments(signal),
      staleTime: 0,
    }),
  );
}

import { MutationCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError } from './api-error';

/**
 * Query rules of spec section 9. A 4xx answer is never asked again (it would answer the
 * same); anything else is retried twice, after 1 s, then 2 s (doubling, capped at 30 s).
 */
const minute = 60_000;

declare module '@tanstack/react-query' {
  interface Register {
    /** Calls fail with ApiError (src/lib/api-client.ts); anything else thrown is an Error. */
    defaultError: Error;
  }
}

export const maxRetries = 2;
export const retryBaseDelay = 1_000;
export const retryMaxDelay = 30_000;

export function shouldRetryQuery(failureCount: number, error: unknown, retries = maxRetries) {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < retries;
}

/** Delay before retry number failureCount + 1 (TanStack counts failures from 0 here). */
export function retryDelay(failureCount: number): number {
  return Math.min(retryBaseDelay * 2 ** failureCount, retryMaxDelay);
}

const retryTwice = (failureCount: number, error: Error) => shouldRetryQuery(failureCount, error);

export const queryDefaults = {
  staleTime: 5 * minute,
  gcTime: 5 * minute,
  retry: retryTwice,
  retryDelay,
} satisfies DefaultOptions['queries'];

/** Named presets for later features; spread them into a feature's queryOptions. */
export const queryPresets = {
  /** Project metadata (status, isDemo): fresh 5 min, kept 10 min, 2 retries. */
  projectMeta: { staleTime: 5 * minute, gcTime: 10 * minute, retry: retryTwice, retryDelay },
  /** Design versions, batches, estimates, detail items, project name: fresh 10, kept 15. */
  designData: { staleTime: 10 * minute, gcTime: 15 * minute, retry: retryTwice, retryDelay },
  /** Public galleries change rarely: the defaults. */
  gallery: queryDefaults,
} as const;

/**
 * The queries that show the audit trail (issue 39). Any change made through the portal may
 * have been recorded, so each successful mutation asks the ones on screen afresh.
 */
export const auditQueryRoot = ['admin', 'audit'] as const;

export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () => client.invalidateQueries({ queryKey: auditQueryRoot }),
    }),
    defaultOptions: {
      ...overrides,
      queries: { ...queryDefaults, ...overrides.queries },
      mutations: { retry: false, ...overrides.mutations },
    },
  });
  return client;
}

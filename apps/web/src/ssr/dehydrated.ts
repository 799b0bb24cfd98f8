import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiErrorInit } from '@/lib/api-error';

/*
 * The query cache a server-rendered page was rendered from, as the page's HTML carries it
 * (decision 46). A query the server found nothing for travels as its ApiError (status, code,
 * message), so the page's own not-found state renders on both sides.
 */

/** What a page sends of the server's cache: every settled query, its failures included. */
export function sentState(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  return sendableState(state);
}

/** The dehydrated state with each failed query's ApiError as the plain data JSON keeps. */
function sendableState(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!(error instanceof ApiError)) return query;
      const { message, status, code, path } = error;
      const sent: ApiErrorInit = { message, status, code, path };
      return { ...query, state: { ...query.state, error: sent as unknown as Error } };
    }),
  };
}

/**
 * Puts the server's answers into the client's cache before the first render, each query in the
 * state the server rendered it in (what TanStack Query's hydrate() does, without its promise
 * and mutation handling: the public pages' budget counts every byte; dehydrated.test.ts pins it
 * against hydrate()). A failed query (the server seeds only ApiErrors, server-page-reads.ts) is
 * not asked again when its page mounts: it would answer the same.
 */
export function hydrateSentState(queryClient: QueryClient, state: DehydratedState): void {
  const cache = queryClient.getQueryCache();
  const now = Date.now();
  for (const { queryKey, queryHash, state: sent } of state.queries) {
    const failed = sent.status === 'error';
    const error = failed ? new ApiError(sent.error as unknown as ApiErrorInit) : null;
    // Settled on the server: fetchStatus is already 'idle'. Current as of now: a page kept in
    // the cache is dropped with its data by any write, so its answers are as fresh as the API's
    // (an old render time would make the page ask again as soon as it mounts).
    cache.build(queryClient, { queryKey, queryHash }, { ...sent, error, dataUpdatedAt: now });
    if (failed) queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
  }
}

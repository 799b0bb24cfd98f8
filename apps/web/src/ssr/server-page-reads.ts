import type { PublicReads } from '@corner/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { httpError } from '@/lib/api-client';
import type { PageReads } from '@/lib/route-data';

/**
 * The routes' reads on the server (decision 59): each query's answer from the API's own reads,
 * put in the cache under the key the page's hook asks for. A missing answer becomes the 404 the
 * API would have sent for the same call, so the page shows its not-found state (and, sent with
 * the page, is not asked again in the browser: src/ssr/dehydrated.ts).
 */
export function serverPageReads(queryClient: QueryClient, reads: PublicReads): PageReads {
  return {
    async read(query, server) {
      const { queryKey } = query;
      const answer = await server.read(reads);
      if (answer !== null) {
        // Through the query's own options, as the browser's cache would have it.
        await queryClient.prefetchQuery({ ...query, queryFn: () => answer });
        return answer;
      }
      const body = JSON.stringify({ error: 'Not found', code: 'NOT_FOUND' });
      await queryClient.prefetchQuery({
        queryKey,
        queryFn: () => Promise.reject(httpError(404, server.path, body)),
        retry: false,
      });
      // Not asked again when the page mounts, here and in the browser.
      queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
      return null;
    },
  };
}

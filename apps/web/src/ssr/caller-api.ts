import { AsyncLocalStorage } from 'node:async_hooks';
import type { CallerApi } from '@corner/contracts';
import { sendCallsThrough } from '@/lib/api-client';

/*
 * The API as a signed-in page's caller, on the server (issue 40). The page's loaders fetch
 * through the app's own queries and API client, as the browser would; while one page renders,
 * the client's calls go to that page's `CallerApi` (the API's routes, in process, with the
 * caller's cookie), found through the render's async context, so two pages rendered at once
 * never answer with each other's session. A call outside a render fails: the server has no
 * caller of its own to call as.
 */

const current = new AsyncLocalStorage<CallerApi>();

sendCallsThrough(async (url, init) => {
  const callerApi = current.getStore();
  const method = init?.method ?? 'GET';
  const body = init?.body;
  const read = method === 'GET' || (method === 'POST' && typeof body === 'string');
  if (!callerApi || typeof url !== 'string' || !read) {
    throw new Error(`${method}: the server calls the API only to read for a page it renders`);
  }
  // The API refuses a POST that is not a read (apps/api/src/features/ssr/caller-api.ts).
  return callerApi(url, method === 'POST' ? (body as string) : undefined);
});

/** Runs `render` with the app's API calls answered by `callerApi`. */
export function withCallerApi<T>(callerApi: CallerApi, render: () => Promise<T>): Promise<T> {
  return current.run(callerApi, render);
}

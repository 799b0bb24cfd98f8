import { AsyncLocalStorage } from 'node:async_hooks';
import type { CallerApi } from '@corner/contracts';
import { writeDatesInZoneOf } from '@corner/contracts/display';
import { sendCallsThrough } from '@/lib/api-client';

/*
 * Who a page is rendered for, on the server (issue 40), found through the render's async
 * context, so two pages rendered at once never mix their readers:
 * - `callerApi`: a signed-in page's loaders fetch through the app's own queries and API client,
 *   as the browser would, and the client's calls go to the API's routes in process with the
 *   caller's cookie. A call outside such a render fails: the server has no caller of its own.
 * - `timeZone`: the reader's zone (the browser's, remembered in a cookie), in which the page's
 *   dates and "today" are written, so they read as the browser then hydrates them.
 */

export interface Reader {
  callerApi?: CallerApi | undefined;
  timeZone?: string | undefined;
}

const current = new AsyncLocalStorage<Reader>();

sendCallsThrough(async (url, init) => {
  const callerApi = current.getStore()?.callerApi;
  const method = init?.method ?? 'GET';
  const body = init?.body;
  const read = method === 'GET' || (method === 'POST' && typeof body === 'string');
  if (!callerApi || typeof url !== 'string' || !read) {
    throw new Error(`${method}: the server calls the API only to read for a page it renders`);
  }
  // The API refuses a POST that is not a read (apps/api/src/features/ssr/caller-api.ts).
  return callerApi(url, method === 'POST' ? (body as string) : undefined);
});

writeDatesInZoneOf(() => current.getStore()?.timeZone);

/** Runs `render` for `reader`: its API calls and its dates. */
export function renderFor<T>(reader: Reader, render: () => Promise<T>): Promise<T> {
  return current.run(reader, render);
}

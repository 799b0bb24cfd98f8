import type { PublicReads } from '@corner/contracts';
import { hydrate, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createQueryClient } from '@/lib/react-query';
import { hydrateSentState, sentState } from './dehydrated';
import { serverPageReads } from './server-page-reads';

/*
 * The page state a server-rendered page carries, from the server's cache to the browser's
 * (decision 46): `hydrateSentState` against TanStack Query's own `hydrate`, for the two shapes
 * the server sends (an answer, and the API's 404 for a name that names nothing).
 */

const found: QueryKey = ['gallery', 'kitchens', 'detail', 'oak'];
const missing: QueryKey = ['gallery', 'kitchens', 'detail', 'nope'];
const kitchen = { slug: 'oak', name: 'Oak' };

/** The page state as the server's HTML carries it: rendered by serverPageReads, as JSON. */
async function pageState() {
  const server = createQueryClient();
  const pageReads = serverPageReads(server, {} as PublicReads);
  const answers = new Map<QueryKey, typeof kitchen | null>([
    [found, kitchen],
    [missing, null],
  ]);
  for (const [queryKey, answer] of answers) {
    await pageReads.read(
      { queryKey, queryFn: () => Promise.reject(new Error('not asked')) },
      { path: `/gallery/kitchens/${String(queryKey[3])}`, read: async () => answer },
    );
  }
  const state = sentState(server);
  return JSON.parse(JSON.stringify(state)) as typeof state;
}

function browserCaches(state: Awaited<ReturnType<typeof pageState>>) {
  const ours = createQueryClient();
  hydrateSentState(ours, state);
  const tanstack = new QueryClient();
  hydrate(tanstack, state);
  return { ours, tanstack };
}

describe('hydrateSentState', () => {
  it('puts each answer in the cache as hydrate does: same data and status, already settled', async () => {
    const { ours, tanstack } = browserCaches(await pageState());
    for (const key of [found, missing]) {
      const mine = ours.getQueryState(key);
      const theirs = tanstack.getQueryState(key);
      expect(mine?.status, String(key)).toBe(theirs?.status);
      expect(mine?.fetchStatus, String(key)).toBe('idle');
      expect(mine?.data, String(key)).toEqual(theirs?.data);
    }
    expect(ours.getQueryData(found)).toEqual(kitchen);
  });

  it('gives a failed query back its ApiError, where hydrate leaves the plain sent object', async () => {
    const { ours, tanstack } = browserCaches(await pageState());
    const mine = ours.getQueryState(missing)?.error;
    expect(mine).toBeInstanceOf(ApiError);
    expect(mine).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      path: '/gallery/kitchens/nope',
      message: 'Endpoint /gallery/kitchens/nope not found',
    });
    expect(tanstack.getQueryState(missing)?.error).not.toBeInstanceOf(ApiError);
  });

  it('dates the answers now, so a page does not ask again as it mounts, and never retries a 404', async () => {
    const state = await pageState();
    const sentAt = state.queries.find((query) => query.queryHash === JSON.stringify(found))?.state
      .dataUpdatedAt;
    const before = Date.now();
    const { ours } = browserCaches(state);
    expect(ours.getQueryState(found)?.dataUpdatedAt).toBeGreaterThanOrEqual(before);
    expect(sentAt).toBeLessThanOrEqual(before);
    expect(ours.getQueryDefaults(missing).retryOnMount).toBe(false);
    expect(ours.getQueryDefaults(found).retryOnMount).toBeUndefined();
  });
});

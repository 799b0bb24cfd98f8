import { describe, expect, it } from 'vitest';
import { publicPages } from '@/app/route-table';
import { signedInPages } from '@/app/signed-in-pages';
import { matchRoute } from './entry-server';

/** An address of a pattern, each `:name` filled in. */
const addressOf = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_all, name: string) => `${name}-1`);

describe('matchRoute: the page an address opens, as the route table names it', () => {
  it.each(Object.values(publicPages))(
    'names the public page %s, rendered on the server',
    (pattern) => {
      expect(matchRoute(addressOf(pattern))).toMatchObject({ pattern, serverRendered: true });
    },
  );

  it.each(Object.values(signedInPages))(
    'names the signed-in page %s, left to the browser',
    (pattern) => {
      expect(matchRoute(addressOf(pattern))).toMatchObject({ pattern, serverRendered: false });
    },
  );

  it('gives the parameters decoded, and says which pages the API keeps', () => {
    expect(matchRoute('/estimate/caf%C3%A9/compare')).toEqual({
      pattern: publicPages.estimateCompare,
      params: { estimateViewId: 'café' },
      serverRendered: true,
      keptWith: 'estimate-compare',
    });
    expect(matchRoute('/kitchens/oak/')?.keptWith).toBe('gallery');
    expect(matchRoute('/login')?.keptWith).toBeUndefined();
  });

  it('names no page for an address the app has none for', () => {
    expect(matchRoute('/no/such/page')).toBeNull();
    expect(matchRoute('/kitchens/oak/extra')).toBeNull();
  });
});

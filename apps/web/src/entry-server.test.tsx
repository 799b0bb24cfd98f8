import { describe, expect, it } from 'vitest';
import { publicPages } from '@/app/route-table';
import { serverRenderedSignedInPages, signedInPages } from '@/app/signed-in-pages';
import { matchRoute } from './entry-server';

/** An address of a pattern, each `:name` filled in. */
const addressOf = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_all, name: string) => `${name}-1`);

describe('matchRoute: the page an address opens, as the route table names it', () => {
  it.each(Object.values(publicPages))(
    'names the public page %s, rendered on the server',
    (pattern) => {
      expect(matchRoute(addressOf(pattern))).toMatchObject({
        pattern,
        serverRendered: true,
        signedIn: false,
      });
    },
  );

  const customerPages = [...serverRenderedSignedInPages];
  const staffScreens = Object.values(signedInPages).filter(
    (pattern) => !serverRenderedSignedInPages.has(pattern),
  );

  it.each(customerPages)("names the customer's page %s, rendered for its caller", (pattern) => {
    expect(matchRoute(addressOf(pattern))).toMatchObject({
      pattern,
      serverRendered: true,
      signedIn: true,
      keptWith: undefined,
    });
  });

  it.each(staffScreens)('names the staff screen %s, left to the browser', (pattern) => {
    expect(matchRoute(addressOf(pattern))).toMatchObject({
      pattern,
      serverRendered: false,
      signedIn: true,
    });
  });

  it('gives the parameters decoded, and says which pages the API keeps', () => {
    expect(matchRoute('/estimate/caf%C3%A9/compare')).toEqual({
      pattern: publicPages.estimateCompare,
      params: { estimateViewId: 'café' },
      serverRendered: true,
      signedIn: false,
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

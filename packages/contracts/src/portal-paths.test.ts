import { describe, expect, it } from 'vitest';
import { portalPaths, signInConfirmPath } from './portal-paths.js';

describe('portal paths', () => {
  it('builds the public pages of plain slugs as before', () => {
    expect(portalPaths.kitchen('oak-and-stone')).toBe('/kitchens/oak-and-stone');
    expect(portalPaths.catalogItem('front', 'oak-front')).toBe('/components/front/oak-front');
    expect(portalPaths.category('front')).toBe('/components/front');
    expect(portalPaths.category('front', 1)).toBe('/components/front');
    expect(portalPaths.category('front', 3)).toBe('/components/front?page=3');
    expect(portalPaths.estimate('demo-kitchen-estimate')).toBe('/estimate/demo-kitchen-estimate');
    expect(portalPaths.estimateCompare('demo', 'versions=a,b')).toBe(
      '/estimate/demo/compare?versions=a,b',
    );
    expect(portalPaths.estimateCompare('demo')).toBe('/estimate/demo/compare');
    expect(portalPaths.getAnEstimate()).toBe('/get-an-estimate');
    expect(portalPaths.getAnEstimate('oak-and-stone')).toBe(
      '/get-an-estimate?kitchen=oak-and-stone',
    );
  });

  it("builds a customer's project pages", () => {
    expect(portalPaths.project('p1')).toBe('/project/p1');
    expect(portalPaths.projectDashboard('p1')).toBe('/project/p1/dashboard');
    expect(portalPaths.projectEstimate('p1')).toBe('/project/p1/estimate');
    expect(portalPaths.projectDesignVersions('p1')).toBe('/project/p1/design-versions');
    expect(portalPaths.projectDesignVersion('p1', 'v2')).toBe('/project/p1/design-versions/v2');
    expect(portalPaths.projectMessages('p1')).toBe('/project/p1/messages');
    expect(portalPaths.projectEstimateCompare('p1', 'versions=a')).toBe(
      '/project/p1/estimate/compare?versions=a',
    );
    expect(portalPaths.adminEnquiry('e1')).toBe('/admin/enquiries/e1');
  });

  it('encodes each part taken from data, so an odd slug stays one segment', () => {
    expect(portalPaths.estimate('a/b')).toBe('/estimate/a%2Fb');
    expect(portalPaths.estimate('küche 2')).toBe('/estimate/k%C3%BCche%202');
    expect(portalPaths.estimate('../admin')).toBe('/estimate/..%2Fadmin');
    expect(portalPaths.estimateCompare('a?b#c')).toBe('/estimate/a%3Fb%23c/compare');
    expect(portalPaths.kitchen('x&y=z')).toBe('/kitchens/x%26y%3Dz');
    expect(portalPaths.catalogItem('front/back', '50%')).toBe('/components/front%2Fback/50%25');
    expect(portalPaths.project('id with space')).toBe('/project/id%20with%20space');
    expect(portalPaths.getAnEstimate('a&kitchen=b')).toBe(
      '/get-an-estimate?kitchen=a%26kitchen%3Db',
    );
  });

  it('puts the sign-in token and the way back in the query, encoded', () => {
    expect(signInConfirmPath('t0k3n')).toBe('/login/confirm?token=t0k3n');
    expect(signInConfirmPath('a+b/c=', '/project/p1/dashboard')).toBe(
      '/login/confirm?token=a%2Bb%2Fc%3D&returnTo=%2Fproject%2Fp1%2Fdashboard',
    );
    // The same address the API built with URL's searchParams before (decision 57.1).
    const before = new URL('/login/confirm', 'http://localhost:3000');
    before.searchParams.set('token', 'x y&z');
    before.searchParams.set('returnTo', '/estimate/a b?x=1');
    expect(
      new URL(signInConfirmPath('x y&z', '/estimate/a b?x=1'), 'http://localhost:3000').href,
    ).toBe(before.href);
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { getKitchensQueryOptions } from '@/features/gallery/kitchens/api/get-kitchens';
import { casey } from '@/testing/auth';
import { makeKitchenSummary } from '@/testing/fixtures';
import { renderApp, waitFor } from '@/testing/test-utils';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { createAppRouter, prerenderRoute, routes, signedInRoutesOnDemand } from './router';

const kitchensData: [readonly unknown[], unknown] = [
  getKitchensQueryOptions({ page: 1 }).queryKey,
  { items: [makeKitchenSummary()], page: 1, pageSize: 24, total: 1 },
];

describe('redirects (spec section 2)', () => {
  it('replaces / with /kitchens', async () => {
    const { router } = await renderApp({ url: '/', queryData: [kitchensData] });
    expect(router.state.location.pathname).toBe('/kitchens');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchens' })).toBeVisible();
  });

  it.each(['/gallery', '/inspiration'])('sends %s to /kitchens', async (url) => {
    const { router } = await renderApp({ url, queryData: [kitchensData] });
    expect(router.state.location.pathname).toBe('/kitchens');
  });

  it('sends /project to /projects, which sends a signed-out visitor to /login', async () => {
    const { router } = await renderApp({
      url: '/project',
      queryData: [[getSessionQueryOptions().queryKey, null]],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fprojects');
  });

  it('shows one plain Page not found inside the layout for an unknown address', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderApp({
      url: '/no/such/page',
      queryData: [[getSessionQueryOptions().queryKey, null]],
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(
      screen.getByText(
        'There is no page at this address: the link may be mistyped, or the page has moved.',
      ),
    ).toBeVisible();
    const waysOn = screen.getByRole('navigation', { name: 'Where to go from here' });
    expect(within(waysOn).getByRole('link', { name: 'See our kitchens' })).toHaveAttribute(
      'href',
      '/kitchens',
    );
    expect(within(waysOn).getByRole('link', { name: 'Browse components' })).toHaveAttribute(
      'href',
      '/components',
    );
    expect(within(waysOn).queryByRole('link', { name: 'Your projects' })).toBeNull();
    expect(screen.queryByText(/Unexpected Application Error|No page at/)).toBeNull();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(await screen.findByRole('contentinfo')).toBeVisible();
  });

  it('offers a signed-in visitor their projects from an unknown address', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderApp({
      url: '/no/such/page',
      queryData: [[getSessionQueryOptions().queryKey, casey]],
    });
    expect(await screen.findByRole('link', { name: 'Your projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });
});

describe('signed-in routes', () => {
  const pathsOf = (table: RouteObject[]): string[] =>
    table.flatMap((route) => [
      ...(route.path ? [route.path] : []),
      ...pathsOf(route.children ?? []),
    ]);

  it('are not part of the table until a navigation goes to one of their paths', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/kitchens'],
      patchRoutesOnNavigation: signedInRoutesOnDemand(),
    });
    await router.navigate('/components/bases');
    expect(pathsOf(router.routes)).not.toContain('projects');

    await router.navigate('/admin/users');
    expect(pathsOf(router.routes)).toEqual(expect.arrayContaining(['projects', 'admin', 'users']));
    const patched = pathsOf(router.routes).length;
    await router.navigate('/projects');
    expect(pathsOf(router.routes)).toHaveLength(patched); // added once
    router.dispose();
  });
});

describe('prerender mode', () => {
  const routers: { dispose(): void }[] = [];
  afterEach(() => {
    routers.splice(0).forEach((router) => router.dispose());
    window.history.replaceState(null, '', '/');
  });

  it('reads the prerender route from the window', () => {
    expect(prerenderRoute()).toBeUndefined();
    window.__PRERENDER_ROUTE__ = '/components';
    expect(prerenderRoute()).toBe('/components');
  });

  it('keeps navigation in memory, starting at the prerender route', async () => {
    window.history.replaceState(null, '', '/somewhere');
    window.__PRERENDER_ROUTE__ = '/components';
    const router = createAppRouter();
    routers.push(router);
    expect(router.state.location.pathname).toBe('/components');

    await router.navigate('/kitchens/oak-and-linen');
    expect(router.state.location.pathname).toBe('/kitchens/oak-and-linen');
    expect(window.location.pathname).toBe('/somewhere');
  });

  it('otherwise uses the address bar', async () => {
    window.history.replaceState(null, '', '/components');
    const router = createAppRouter();
    routers.push(router);
    await router.navigate('/kitchens/oak-and-linen');
    await waitFor(() => expect(window.location.pathname).toBe('/kitchens/oak-and-linen'));
  });
});

import {
  createBrowserRouter,
  createMemoryRouter,
  data,
  replace,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import type { RouteHandle } from '@/components/layout/route-handle';
import { paths } from '@/config/paths';
import { childPath, publicPages as pages, signedInSections } from './route-table';
import {
  PageBoundary,
  PageRouteError,
  RootErrorBoundary,
  RootHydrateFallback,
  RootLayout,
} from './routes/root';

/** A route that only sends elsewhere, replacing the address it was reached at. */
const redirectRoute = (path: string | undefined, to: string): RouteObject => {
  const loader = () => replace(to);
  const Component = () => null;
  return path === undefined ? { index: true, loader, Component } : { path, loader, Component };
};

const kitchenHandle: RouteHandle = { back: { label: 'Kitchens', to: paths.kitchens } };
const categoryHandle: RouteHandle = { back: { label: 'Components', to: paths.catalog } };

const pagesRouteId = 'pages';

/**
 * Spec section 2. Each page's path comes from the route table (route-table.ts). Pages load on
 * demand, each in its own chunk; the signed-in pages' routes themselves load on demand too
 * (signedInRoutesOnDemand).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootHydrateFallback,
    children: [
      {
        id: pagesRouteId,
        Component: PageBoundary,
        ErrorBoundary: PageRouteError,
        children: [
          redirectRoute(undefined, paths.kitchens),
          redirectRoute('gallery', paths.kitchens),
          redirectRoute('inspiration', paths.kitchens),
          redirectRoute('project', paths.projects),
          { path: childPath(pages.kitchens), lazy: () => import('./routes/gallery/kitchens') },
          {
            path: childPath(pages.kitchen),
            handle: kitchenHandle,
            lazy: () => import('./routes/gallery/kitchen'),
          },
          {
            path: childPath(pages.catalog),
            lazy: () => import('./routes/gallery/catalog'),
          },
          {
            path: childPath(pages.catalogCategory),
            handle: categoryHandle,
            lazy: () => import('./routes/gallery/catalog-category'),
          },
          // Its handle (the back link to its category) comes with the module: the category
          // labels load with the pages that show them, not with every page.
          {
            path: childPath(pages.catalogItem),
            lazy: () => import('./routes/gallery/catalog-item'),
          },
          { path: childPath(pages.login), lazy: () => import('./routes/login') },
          { path: childPath(pages.loginConfirm), lazy: () => import('./routes/login-confirm') },
          { path: childPath(pages.getAnEstimate), lazy: () => import('./routes/get-an-estimate') },
          { path: childPath(pages.estimate), lazy: () => import('./routes/estimate') },
          {
            path: childPath(pages.estimateCompare),
            lazy: () => import('./routes/estimate-compare'),
          },
          {
            path: childPath(pages.acceptanceRecord),
            lazy: () => import('./routes/acceptance-record'),
          },
          {
            path: childPath(pages.signOffRecord),
            lazy: () => import('./routes/sign-off-record'),
          },
          {
            path: '*',
            loader: ({ request }) => {
              const { pathname } = new URL(request.url);
              throw data(`No page at ${pathname}`, { status: 404, statusText: 'Not Found' });
            },
            // Never shown (the loader throws first). Without it, React Router warns that the
            // route it matches while the signed-in routes are being added shows nothing.
            Component: () => null,
          },
        ],
      },
    ],
  },
];

/** Whether a path is one of the pages behind sign-in, whose routes load on demand. */
export const isSignedInPath = (path: string) => signedInSections.includes(path.split('/')[1] ?? '');

/**
 * Adds the signed-in routes (./signed-in-routes.tsx) the first time a navigation goes to one of
 * their paths: until then, public pages do not download the route table of the customer pages
 * and the back office. One per router, so each router gets them once.
 */
export function signedInRoutesOnDemand(): PatchRoutesOnNavigationFunction {
  let added: Promise<void> | undefined;
  return ({ path, patch }) => {
    if (!isSignedInPath(path)) return;
    added ??= import('./signed-in-routes').then(
      ({ signedInRoutes }) => patch(pagesRouteId, signedInRoutes),
      (error: unknown) => {
        added = undefined; // a later navigation tries again
        throw error;
      },
    );
    return added;
  };
}

/** The route a prerenderer asks for, if any (`window.__PRERENDER_ROUTE__`). */
export function prerenderRoute(): string | undefined {
  const route = typeof window === 'undefined' ? undefined : window.__PRERENDER_ROUTE__;
  return typeof route === 'string' && route !== '' ? route : undefined;
}

/**
 * The browser router, or in prerender mode a memory router that starts at the prerender
 * route and keeps navigation in memory instead of the address bar (spec section 2). A
 * customer's page rendered on the server hydrates with the signed-in routes already in
 * `appRoutes` (src/main.tsx).
 */
export function createAppRouter(
  route: string | undefined = prerenderRoute(),
  appRoutes: RouteObject[] = routes,
) {
  const patchRoutesOnNavigation = appRoutes === routes ? signedInRoutesOnDemand() : undefined;
  return route
    ? createMemoryRouter(appRoutes, { initialEntries: [route], patchRoutesOnNavigation })
    : createBrowserRouter(appRoutes, { patchRoutesOnNavigation });
}

import type { CatalogCategory } from '@corner/contracts';
import { catalogCategoryLabels } from '@corner/contracts/display';
import {
  createBrowserRouter,
  createMemoryRouter,
  data,
  replace,
  type RouteObject,
} from 'react-router';
import type { RouteHandle } from '@/components/layout/route-handle';
import { paths } from '@/config/paths';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import {
  PageBoundary,
  PageRouteError,
  RootErrorBoundary,
  RootHydrateFallback,
  RootLayout,
} from './routes/root';
import type * as AdminScreens from './routes/admin/screens';

/** A route that only sends elsewhere, replacing the address it was reached at. */
const redirectRoute = (path: string | undefined, to: string): RouteObject => {
  const loader = () => replace(to);
  const Component = () => null;
  return path === undefined ? { index: true, loader, Component } : { path, loader, Component };
};

const categoryLabel = (category: string | undefined) =>
  catalogCategoryLabels[category as CatalogCategory] ?? 'Components';

const kitchenHandle: RouteHandle = { back: { label: 'Kitchens', to: paths.kitchens } };
const categoryHandle: RouteHandle = { back: { label: 'Components', to: paths.components } };
const designVersionHandle: RouteHandle = {
  back: ({ projectId = '' }) => ({ label: 'Back', to: paths.projectDesignVersions(projectId) }),
};
const componentHandle: RouteHandle = {
  back: ({ category = '' }) => ({ label: categoryLabel(category), to: paths.category(category) }),
};

/**
 * The back office's screens: one lazy module per section, reached through admin/screens.ts so
 * that the entry every public page loads carries as little as it can.
 */
const adminScreens = (name: keyof typeof AdminScreens) => () =>
  import('./routes/admin/screens').then((screens) => screens[name]());
const adminProjectScreens = adminScreens('projectScreens');
const adminProjectHandle: RouteHandle = {
  back: { label: 'Projects', to: paths.adminProjects() },
};
const adminCatalogPaths = ['catalog', 'content', 'deliveries', 'kitchens', 'kitchens/:kitchenId'];
const adminOnlyPaths = ['users', 'price-list'];
const adminVersionHandle: RouteHandle = {
  back: ({ projectId = '' }) => ({ label: 'Back', to: paths.adminProject(projectId) }),
};

/** Project screens go back to the projects list (spec section 2). */
const projectsHandle: RouteHandle = { back: { label: 'Projects', to: paths.projects } };

/** Spec section 2. Pages load on demand, each in its own chunk. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootHydrateFallback,
    children: [
      {
        Component: PageBoundary,
        ErrorBoundary: PageRouteError,
        children: [
          redirectRoute(undefined, paths.kitchens),
          redirectRoute('gallery', paths.kitchens),
          redirectRoute('inspiration', paths.kitchens),
          redirectRoute('project', paths.projects),
          { path: 'kitchens', lazy: () => import('./routes/kitchens/kitchens') },
          {
            path: 'kitchens/:slug',
            handle: kitchenHandle,
            lazy: () => import('./routes/kitchens/kitchen'),
          },
          { path: 'components', lazy: () => import('./routes/components/categories') },
          {
            path: 'components/:category',
            handle: categoryHandle,
            lazy: () => import('./routes/components/category'),
          },
          {
            path: 'components/:category/:id',
            handle: componentHandle,
            lazy: () => import('./routes/components/component'),
          },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'login/confirm', lazy: () => import('./routes/login-confirm') },
          {
            Component: ProtectedRoute,
            children: [
              { path: 'projects', lazy: () => import('./routes/projects') },
              {
                path: 'project-template',
                handle: projectsHandle,
                lazy: () => import('./routes/project-template'),
              },
              {
                path: 'project/:projectId',
                handle: projectsHandle,
                lazy: () => import('./routes/project'),
              },
              {
                path: 'project/:projectId/dashboard',
                handle: projectsHandle,
                lazy: () => import('./routes/project-dashboard'),
              },
              {
                path: 'project/:projectId/estimate',
                lazy: () => import('./routes/project-estimate'),
              },
              {
                path: 'project/:projectId/design-versions',
                handle: projectsHandle,
                lazy: () => import('./routes/project/batches'),
              },
              {
                path: 'project/:projectId/design-versions-old',
                handle: projectsHandle,
                lazy: () => import('./routes/project/design-versions-old'),
              },
              {
                path: 'project/:projectId/design-versions/:designVersionId',
                handle: designVersionHandle,
                lazy: () => import('./routes/project/design-version'),
              },
              {
                path: 'admin',
                lazy: () => import('./routes/admin/layout'),
                children: [
                  { index: true, lazy: () => import('./routes/admin/home') },
                  { path: 'projects', lazy: adminProjectScreens },
                  {
                    path: 'projects/:projectId',
                    handle: adminProjectHandle,
                    lazy: adminProjectScreens,
                  },
                  {
                    path: 'projects/:projectId/design-versions/:designVersionId',
                    handle: adminVersionHandle,
                    lazy: adminProjectScreens,
                  },
                  ...adminCatalogPaths.map((path) => ({
                    path,
                    lazy: adminScreens('catalogScreens'),
                  })),
                  ...adminOnlyPaths.map((path) => ({
                    path,
                    lazy: adminScreens('adminOnlyScreens'),
                  })),
                ],
              },
            ],
          },
          { path: 'estimate/:estimateViewId', lazy: () => import('./routes/estimate') },
          {
            path: '*',
            loader: ({ request }) => {
              const { pathname } = new URL(request.url);
              throw data(`No page at ${pathname}`, { status: 404, statusText: 'Not Found' });
            },
          },
        ],
      },
    ],
  },
];

/** The route a prerenderer asks for, if any (`window.__PRERENDER_ROUTE__`). */
export function prerenderRoute(): string | undefined {
  const route = typeof window === 'undefined' ? undefined : window.__PRERENDER_ROUTE__;
  return typeof route === 'string' && route !== '' ? route : undefined;
}

/**
 * The browser router, or in prerender mode a memory router that starts at the prerender
 * route and keeps navigation in memory instead of the address bar (spec section 2).
 */
export function createAppRouter(route: string | undefined = prerenderRoute()) {
  return route
    ? createMemoryRouter(routes, { initialEntries: [route] })
    : createBrowserRouter(routes);
}

import { redirect, type RouteObject } from 'react-router';
import type { RouteHandle } from '@/components/layout/route-handle';
import { paths } from '@/config/paths';
import { ProtectedRoute, signInAddress } from '@/features/auth/components/protected-route';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { signedInLoader } from './routes/signed-in-page-reads';
import { childPath } from './route-table';
import type * as AdminScreens from './routes/admin/screens';
import { signedInPages as pages } from './signed-in-pages';

/*
 * The routes behind sign-in (spec section 2): the customer's project pages and the back office.
 * Loaded the first time a navigation goes to one of their paths (router.tsx,
 * signedInRoutesOnDemand), so the entry every public page loads does not carry them; a
 * customer's page rendered on the server loads them before it hydrates (src/main.tsx).
 */

const designVersionHandle: RouteHandle = {
  back: ({ projectId = '' }) => ({ label: 'Back', to: paths.projectDesignVersions(projectId) }),
};

/**
 * The back office's screens: one lazy module per section, reached through admin/screens.ts so
 * that this table's own chunk stays small.
 */
const adminScreens = (name: keyof typeof AdminScreens) => () =>
  import('./routes/admin/screens').then((screens) => screens[name]());
const adminProjectScreens = adminScreens('projectScreens');
const adminProjectHandle: RouteHandle = {
  back: { label: 'Projects', to: paths.adminProjects() },
};
const inAdmin = (page: string) => childPath(page, pages.admin);
const adminCatalogPages = [
  pages.adminCatalog,
  pages.adminContent,
  pages.adminDeliveries,
  pages.adminKitchens,
  pages.adminKitchen,
];
const adminOnlyPages = [pages.adminUsers, pages.adminPriceList, pages.adminAudit];
const adminEnquiryHandle: RouteHandle = { back: { label: 'Enquiries', to: '/admin/enquiries' } };
const adminVersionHandle: RouteHandle = {
  back: ({ projectId = '' }) => ({ label: 'Back', to: paths.adminProject(projectId) }),
};

/** Project screens go back to the projects list (spec section 2). */
const projectsHandle: RouteHandle = { back: { label: 'Projects', to: paths.projects } };

/**
 * On the server, the caller's session first: nobody signed in is sent to sign in, as
 * ProtectedRoute sends them in the browser.
 */
const signedInOnly = signedInLoader(async ({ request }, queries) => {
  const profile = await queries.fetchQuery(getSessionQueryOptions());
  if (!profile) throw redirect(signInAddress(new URL(request.url)));
  return null;
});

export const signedInRoutes: RouteObject[] = [
  {
    Component: ProtectedRoute,
    loader: signedInOnly,
    children: [
      { path: childPath(pages.projects), lazy: () => import('./routes/projects') },
      {
        path: childPath(pages.projectTemplate),
        handle: projectsHandle,
        lazy: () => import('./routes/project-template'),
      },
      {
        path: childPath(pages.project),
        handle: projectsHandle,
        lazy: () => import('./routes/project'),
      },
      {
        path: childPath(pages.projectDashboard),
        handle: projectsHandle,
        lazy: () => import('./routes/project-dashboard'),
      },
      {
        path: childPath(pages.projectEstimate),
        lazy: () => import('./routes/project-estimate'),
      },
      {
        path: childPath(pages.projectEstimateCompare),
        lazy: () => import('./routes/project-estimate-compare'),
      },
      {
        path: childPath(pages.projectDesignVersions),
        handle: projectsHandle,
        lazy: () => import('./routes/project/design-versions'),
      },
      {
        path: childPath(pages.projectDesignVersionsOld),
        handle: projectsHandle,
        lazy: () => import('./routes/project/design-versions-old'),
      },
      {
        path: childPath(pages.projectDesignVersion),
        handle: designVersionHandle,
        lazy: () => import('./routes/project/design-version'),
      },
      { path: childPath(pages.account), lazy: () => import('./routes/account') },
      {
        path: childPath(pages.projectMessages),
        handle: projectsHandle,
        lazy: () => import('./routes/project/messages'),
      },
      {
        path: childPath(pages.admin),
        lazy: () => import('./routes/admin/layout'),
        children: [
          { index: true, lazy: () => import('./routes/admin/home') },
          { path: inAdmin(pages.adminProjects), lazy: adminProjectScreens },
          {
            path: inAdmin(pages.adminProject),
            handle: adminProjectHandle,
            lazy: adminProjectScreens,
          },
          {
            path: inAdmin(pages.adminDesignVersion),
            handle: adminVersionHandle,
            lazy: adminProjectScreens,
          },
          ...adminCatalogPages.map((page) => ({
            path: inAdmin(page),
            lazy: adminScreens('catalogScreens'),
          })),
          { path: inAdmin(pages.adminEnquiries), lazy: adminScreens('enquiryScreens') },
          {
            path: inAdmin(pages.adminEnquiry),
            handle: adminEnquiryHandle,
            lazy: adminScreens('enquiryScreens'),
          },
          { path: inAdmin(pages.adminPayments), lazy: adminScreens('paymentScreens') },
          { path: inAdmin(pages.adminPipeline), lazy: adminScreens('pipelineScreens') },
          { path: inAdmin(pages.adminMessages), lazy: adminScreens('messageScreens') },
          ...adminOnlyPages.map((page) => ({
            path: inAdmin(page),
            lazy: adminScreens('adminOnlyScreens'),
          })),
        ],
      },
    ],
  },
];

/**
 * The app's routes (router.tsx) with the signed-in ones in place: how the server renders a
 * customer's page and the browser hydrates it, so both number the routes alike.
 */
export function withSignedInRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((root) => ({
    ...root,
    children: root.children?.map((pages) => ({
      ...pages,
      children: [...signedInRoutes, ...(pages.children ?? [])],
    })),
  })) as RouteObject[];
}

import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/components/layout/route-handle';
import { paths } from '@/config/paths';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import type * as AdminScreens from './routes/admin/screens';

/*
 * The routes behind sign-in (spec section 2): the customer's project pages and the back office.
 * Loaded the first time a navigation goes to one of their paths (router.tsx,
 * signedInRoutesOnDemand), so the entry every public page loads does not carry them.
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
const adminCatalogPaths = ['catalog', 'content', 'deliveries', 'kitchens', 'kitchens/:kitchenId'];
const adminOnlyPaths = ['users', 'price-list'];
const adminEnquiryHandle: RouteHandle = { back: { label: 'Enquiries', to: '/admin/enquiries' } };
const adminVersionHandle: RouteHandle = {
  back: ({ projectId = '' }) => ({ label: 'Back', to: paths.adminProject(projectId) }),
};

/** Project screens go back to the projects list (spec section 2). */
const projectsHandle: RouteHandle = { back: { label: 'Projects', to: paths.projects } };

export const signedInRoutes: RouteObject[] = [
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
        path: 'project/:projectId/estimate/compare',
        lazy: () => import('./routes/project-estimate-compare'),
      },
      {
        path: 'project/:projectId/design-versions',
        handle: projectsHandle,
        lazy: () => import('./routes/project/design-versions'),
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
          { path: 'enquiries', lazy: adminScreens('enquiryScreens') },
          {
            path: 'enquiries/:enquiryId',
            handle: adminEnquiryHandle,
            lazy: adminScreens('enquiryScreens'),
          },
          { path: 'payments', lazy: adminScreens('paymentScreens') },
          ...adminOnlyPaths.map((path) => ({
            path,
            lazy: adminScreens('adminOnlyScreens'),
          })),
        ],
      },
    ],
  },
];

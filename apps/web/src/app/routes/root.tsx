import { lazy } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { AppLayout } from '@/components/layout/app-layout';
import { LoadingState } from '@/components/ui/states/loading-state';

const LogoutDialog = lazy(() => import('@/features/auth/components/logout-dialog'));

/** The frame of every page, with scroll restoration between pages. */
export function RootLayout() {
  return (
    <AppLayout LogoutDialog={LogoutDialog}>
      <Outlet />
      <ScrollRestoration />
    </AppLayout>
  );
}

/** Shown while the first page's code loads. */
export function RootHydrateFallback() {
  return (
    <AppLayout LogoutDialog={LogoutDialog}>
      <LoadingState label="Loading page…" />
    </AppLayout>
  );
}

/** Last resort, should the frame itself fail: the router's error page on its own. */
export function RootErrorBoundary() {
  return <RouteErrorPage />;
}

/**
 * Around every page: a rendering error shows 'Something went wrong' with Retry, inside the
 * frame. Going to another page clears it.
 */
export function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKeys={[pathname]}>
      <Outlet />
    </AppErrorBoundary>
  );
}

/** The router's error page (unknown address, a page that could not load), inside the frame. */
export function PageRouteError() {
  return <RouteErrorPage />;
}

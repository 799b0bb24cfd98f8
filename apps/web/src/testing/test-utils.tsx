import type { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { logRouteError } from '@/app/app';
import { AppProvider } from '@/app/provider';
import { routes as appRoutes, signedInRoutesOnDemand } from '@/app/router';
import { createQueryClient } from '@/lib/react-query';

export { expectConsoleErrors } from './console';

export interface RenderAppOptions {
  /** The address to start at. */
  url?: string;
  /** Routes to render instead of the app's (e.g. a test page inside the real layout). */
  routes?: RouteObject[];
  /** Data to put in the cache first, as [queryKey, data] pairs: no call is made for it. */
  queryData?: [readonly unknown[], unknown][];
  queryClient?: QueryClient;
}

export interface RenderAppResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

/** A query client for tests: the app's defaults, but failures are not retried. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ queries: { retry: false } });
}

/**
 * How long the first page's code may take to load: routes load lazily, and a route's first
 * import in a test run is compiled on the spot, which takes seconds on a busy machine (the
 * default second of `waitFor` failed a test under load). An upper bound, not a delay.
 */
const pageLoad = { timeout: 10_000 };

/**
 * Renders the app with its real providers and routes on a memory router, and waits until the
 * first page's code has loaded.
 */
export async function renderApp(options: RenderAppOptions = {}): Promise<RenderAppResult> {
  const { url = '/', routes = appRoutes, queryData = [] } = options;
  const queryClient = options.queryClient ?? createTestQueryClient();
  for (const [key, data] of queryData) queryClient.setQueryData(key, data);
  const router = createMemoryRouter(routes, {
    initialEntries: [url],
    ...(routes === appRoutes ? { patchRoutesOnNavigation: signedInRoutesOnDemand() } : {}),
  });
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} onError={logRouteError} />
    </AppProvider>,
    { onCaughtError: () => {} },
  );
  await waitFor(() => expect(router.state.initialized).toBe(true), pageLoad);
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'), pageLoad);
  // The router commits its state in a transition: wait until the first page is on screen.
  await waitFor(
    () => expect(screen.queryByText('Loading page…')).not.toBeInTheDocument(),
    pageLoad,
  );
  return { ...result, user, router, queryClient };
}

/** Renders one element with the app's providers (no router). */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const result = render(<AppProvider queryClient={queryClient}>{ui}</AppProvider>, {
    onCaughtError: () => {},
  });
  return { ...result, user, queryClient };
}

export { screen, waitFor };

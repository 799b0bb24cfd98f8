import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { logger } from '@/lib/logger';
import { AppProvider } from './provider';
import type { createAppRouter } from './router';

/** Logs what the router catches: failed pages and loaders; a missing page only as a warning. */
export function logRouteError(error: unknown): void {
  if (isRouteErrorResponse(error) && error.status === 404) {
    logger.warn(`[router] ${error.status} ${error.statusText}`);
    return;
  }
  logger.error('[router] Unexpected application error:', error);
}

export interface AppProps {
  /**
   * Made before the first render (src/main.tsx), as React Router advises: the first page's
   * code and data start loading while React renders the frame, not after.
   */
  router: ReturnType<typeof createAppRouter>;
  /** The cache a server-rendered page hydrates with (src/main.tsx); by default a new one. */
  queryClient?: QueryClient | undefined;
}

/**
 * Marks the page as answering to input (`<html data-app-ready>`): a server-rendered page shows
 * before its code has run (decision 47), and its buttons do nothing until then. End-to-end
 * tests wait for the mark before they act on a page they have just loaded.
 */
function useReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
}

export function App({ router, queryClient }: AppProps) {
  useReadyMark();
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} onError={logRouteError} />
    </AppProvider>
  );
}

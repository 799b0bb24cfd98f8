import { useState } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { logger } from '@/lib/logger';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/** Logs what the router catches: failed pages and loaders; a missing page only as a warning. */
export function logRouteError(error: unknown): void {
  if (isRouteErrorResponse(error) && error.status === 404) {
    logger.warn(`[router] ${error.status} ${error.statusText}`);
    return;
  }
  logger.error('[router] Unexpected application error:', error);
}

function AppRouter() {
  const [router] = useState(() => createAppRouter());
  return <RouterProvider router={router} onError={logRouteError} />;
}

export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}

import { QueryErrorResetBoundary, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { logger } from '@/lib/logger';
import { ErrorFallback } from './error-fallback';

export interface AppErrorBoundaryProps {
  children: ReactNode;
  /** When one of these changes (e.g. the path), a shown fallback goes back to the children. */
  resetKeys?: unknown[];
}

/**
 * Catches rendering errors below it, logs them, and shows the fallback. Retry renders the
 * children again from fresh data: failed queries are reset, and the queries nothing shows any
 * more (those of the page that failed, unmounted behind the fallback) are dropped, so the page
 * fetches them again instead of rendering the same bad data.
 */
export function AppErrorBoundary({ children, resetKeys }: AppErrorBoundaryProps) {
  const queryClient = useQueryClient();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          FallbackComponent={ErrorFallback}
          resetKeys={resetKeys}
          onError={(error, info) => {
            logger.error('Uncaught error:', error, info.componentStack ?? '');
          }}
          onReset={() => {
            reset();
            queryClient.removeQueries({ type: 'inactive' });
          }}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

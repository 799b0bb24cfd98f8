import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { LazyToaster } from '@/components/ui/toast/lazy-toaster';
import { createQueryClient } from '@/lib/react-query';

export interface AppProviderProps {
  children: ReactNode;
  /** A ready client (tests); by default one is made with the app's query defaults. */
  queryClient?: QueryClient | undefined;
}

/** Everything every screen needs: data cache, a last-resort error boundary, toasts. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AppErrorBoundary>{children}</AppErrorBoundary>
      <LazyToaster />
    </QueryClientProvider>
  );
}

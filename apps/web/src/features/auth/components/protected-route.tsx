import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useSession } from '@/lib/auth/get-session';

/**
 * Pages that need a signed-in user: a loading state while the session loads, /login with the
 * origin route kept when nobody is signed in.
 */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <LoadingState label="Checking your sign-in…" />;
  if (session.isError) {
    return (
      <ErrorPanel
        title="Failed to load user profile"
        error={session.error}
        onRetry={() => void session.refetch()}
      />
    );
  }
  if (!session.data) {
    const origin = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?returnTo=${encodeURIComponent(origin)}`} replace />;
  }
  return <Outlet />;
}

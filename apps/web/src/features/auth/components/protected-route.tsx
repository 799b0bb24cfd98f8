import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useSession } from '@/lib/auth/get-session';

/** Where someone not signed in is sent from `location`, to come back after signing in. */
export const signInAddress = ({ pathname, search }: { pathname: string; search: string }) =>
  `/login?returnTo=${encodeURIComponent(`${pathname}${search}`)}`;

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
    return <Navigate to={signInAddress(location)} replace />;
  }
  return <Outlet />;
}

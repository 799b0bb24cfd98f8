import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useSession } from '@/lib/auth/get-session';
import { rememberTimeZone } from '../remember-time-zone';

/** Where someone not signed in is sent from `location`, to come back after signing in. */
export const signInAddress = ({ pathname, search }: { pathname: string; search: string }) =>
  `/login?returnTo=${encodeURIComponent(`${pathname}${search}`)}`;

/**
 * Remembers the browser's time zone for the server, which renders the customer's pages in it
 * (issue 40): their dates and "today" then read as this browser hydrates them. Until it is
 * known, the server leaves those pages to the browser.
 */
function useRememberedTimeZone() {
  useEffect(() => rememberTimeZone(), []);
}

/**
 * Pages that need a signed-in user: a loading state while the session loads, /login with the
 * origin route kept when nobody is signed in.
 */
export function ProtectedRoute() {
  useRememberedTimeZone();
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

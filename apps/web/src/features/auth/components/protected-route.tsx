import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { LoadingState } from '@/components/ui/states/loading-state';
import { RevealWhenLoaded } from '@/components/ui/states/reveal-when-loaded';
import { useSession } from '@/lib/auth/get-session';
import { usePagePartsLoading } from '@/lib/page-parts';

/**
 * Pages that need a signed-in user: a loading state while the session loads, /login with the
 * origin route kept when nobody is signed in. The first page opened shows whole, once its reads
 * have answered (RevealWhenLoaded); later navigations show each section's own loading state.
 */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  // A page that sends on (/project/{id}) shows nothing until the page it leads to has loaded,
  // nor a page whose parts' code is still on its way.
  const navigating = useNavigation().state !== 'idle';
  const partsLoading = usePagePartsLoading();
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
  return (
    <RevealWhenLoaded busy={navigating || partsLoading}>
      <Outlet />
    </RevealWhenLoaded>
  );
}

import { Navigate, useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/ui/page/page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/auth/get-session';
import { LoginPanel } from '@/features/auth/components/login-panel';
import { safeReturnTo } from '@/lib/auth/sign-in-storage';
import { serverLoader } from '@/lib/route-data';

export const loader = serverLoader(() => import('./sign-in.loader'));

export function Component() {
  useDocumentTitle('Sign in');
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const session = useSession();
  // The form shows while the session is still asked for (and in the server's HTML, which
  // knows no session): a visitor here is nearly always signed out, and a signed-in one is
  // sent on as soon as the answer comes.
  if (session.data) return <Navigate to={returnTo ?? '/projects'} replace />;
  return (
    <Page>
      <PageHeader title="Sign in" />
      <LoginPanel returnTo={returnTo} />
    </Page>
  );
}

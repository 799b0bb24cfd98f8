import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/ui/page/page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ConfirmPanel } from '@/features/auth/components/confirm-panel';
import { safeReturnTo } from '@/lib/auth/sign-in-storage';
import { serverLoader } from '@/lib/route-data';

export const loader = serverLoader(() => import('./sign-in.loader'));

export function Component() {
  useDocumentTitle('Sign in');
  const [searchParams] = useSearchParams();
  return (
    <Page>
      <PageHeader title="Sign in" />
      <ConfirmPanel
        token={searchParams.get('token')}
        returnTo={safeReturnTo(searchParams.get('returnTo'))}
      />
    </Page>
  );
}

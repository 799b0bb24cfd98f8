import { isStaff } from '@corner/contracts/display';
import { Link, useParams } from 'react-router';
import { messagesLinkText, useUnreadCount } from '@/api/get-unread-counts';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { Page, PageHeader } from '@/components/ui/page/page';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { BatchesPage } from '@/features/batches/components/batches-page';
import { VariantRequests } from '@/features/variant-requests/components/variant-requests';

/**
 * /project/{projectId}/design-versions: the staff batches screen. A customer is shown that
 * nothing is here, never staff data (the API answers them 403 anyway).
 */
export function Component() {
  useDocumentTitle('Design versions');
  const { projectId = '' } = useParams();
  const { user } = useCurrentUser();
  const unread = useUnreadCount(projectId);
  if (user && !isStaff(user.type)) {
    return <NotFoundPage />;
  }
  return (
    <Page>
      <PageHeader title="Design versions" eyebrow="Batches">
        <p>
          <Link to={paths.projectMessages(projectId)}>{messagesLinkText(unread)}</Link>
        </p>
      </PageHeader>
      {user ? (
        <>
          <VariantRequests projectId={projectId} />
          <BatchesPage projectId={projectId} />
        </>
      ) : null}
    </Page>
  );
}

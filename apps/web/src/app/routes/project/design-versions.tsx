import { isStaff } from '@corner/contracts/display';
import { Link, useParams } from 'react-router';
import { messagesLinkText, useUnreadCount } from '@/api/get-unread-counts';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { Page, PageHeader } from '@/components/ui/page/page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBatches } from '@/features/batches/api/get-batches';
import { BatchesPage } from '@/features/batches/components/batches-page';
import { useVariantRequests } from '@/features/variant-requests/api/get-variant-requests';
import { VariantRequests } from '@/features/variant-requests/components/variant-requests';

/**
 * The variant requests above the batches, shown together once both have loaded: the requests
 * arriving after the batches' loading line would push it down (a layout shift, issue 40).
 */
function RequestsAndBatches({ projectId }: { projectId: string }) {
  const requests = useVariantRequests(projectId);
  const batches = useBatches(projectId);
  if (requests.isPending || batches.isPending) return <LoadingState label="Loading batches…" />;
  return (
    <>
      <VariantRequests projectId={projectId} />
      <BatchesPage projectId={projectId} />
    </>
  );
}

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
      {user ? <RequestsAndBatches projectId={projectId} /> : null}
    </Page>
  );
}

import { isStaff } from '@corner/contracts/display';
import { Link, useParams } from 'react-router';
import { messagesLinkText, useUnreadCount } from '@/api/get-unread-counts';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { Page, PageHeader } from '@/components/ui/page/page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { BatchesPage } from '@/features/batches/components/batches-page';
import { useVariantRequests } from '@/features/variant-requests/api/get-variant-requests';
import { VariantRequests } from '@/features/variant-requests/components/variant-requests';
import styles from './design-versions.module.css';

/**
 * The variant requests above the batches, shown once the requests have loaded: arriving after
 * the batches' loading line, they pushed it down (a layout shift, issue 40). The batches load
 * meanwhile, out of sight, so they come no later.
 */
function RequestsAndBatches({ projectId }: { projectId: string }) {
  const waiting = useVariantRequests(projectId).isPending;
  return (
    <>
      {waiting ? (
        <LoadingState label="Loading batches…" />
      ) : (
        <VariantRequests projectId={projectId} />
      )}
      <div className={styles.batches} hidden={waiting}>
        <BatchesPage projectId={projectId} />
      </div>
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

import type { EstimatePage } from '@corner/contracts';
import { formatDate } from '@corner/contracts/display';
import { Button } from '@/components/ui/button/button';
import { CopyLinkButton } from '@/components/ui/copy-link';
import { TimeAgo, ViewStatisticsQuery } from '@/components/view-statistics/view-statistics';
import { useEstimatePageStatistics, useSendToCustomer } from '../api/estimate-page-statistics';
import { publicEstimateUrl } from '../public-estimate-url';
import styles from './batches.module.css';

export const noCustomerEmailText =
  'This project has no customer e-mail: add its customer in the back office to send the link.';

/** 'Send to customer': the page's mail again, with when it was last sent (issue 25). */
function SendToCustomer({ projectId, pageId }: { projectId: string; pageId: string }) {
  const statistics = useEstimatePageStatistics(projectId, pageId);
  const send = useSendToCustomer(projectId, pageId);
  const data = statistics.data;
  const noRecipient = data !== undefined && data.customerEmails.length === 0;
  return (
    <div className={styles.pageRow}>
      <Button
        variant="secondary"
        disabled={!data || noRecipient || send.isPending}
        aria-describedby={`send-state-${pageId}`}
        onClick={() => send.mutate()}
      >
        {send.isPending ? 'Sending…' : 'Send to customer'}
      </Button>
      <span id={`send-state-${pageId}`} className={styles.muted} role="status">
        {send.isError ? (
          `Error: ${send.error.message}`
        ) : noRecipient ? (
          noCustomerEmailText
        ) : data?.lastSentAt ? (
          <>
            Last sent <TimeAgo value={data.lastSentAt} />
            {send.isSuccess ? ` to ${send.data.sentTo.join(', ')}` : ''}
          </>
        ) : data ? (
          'Not sent yet'
        ) : null}
      </span>
    </div>
  );
}

function PageStatistics({ projectId, page }: { projectId: string; page: EstimatePage }) {
  const query = useEstimatePageStatistics(projectId, page.id);
  return <ViewStatisticsQuery query={query} label={`Views of /${page.estimateSlug}`} />;
}

/**
 * The batch's published page: its date, its public link in a new tab, and a copy button;
 * then who opened it and 'Send to customer' (issue 25).
 */
export function EstimatePagesSection({
  page,
  projectId,
}: {
  page: EstimatePage | null;
  projectId: string;
}) {
  return (
    <section className={styles.section} aria-labelledby="estimate-pages-title">
      <div className={styles.sectionHeader}>
        <h3 id="estimate-pages-title">Estimate Pages</h3>
      </div>
      {page ? (
        <>
          <div className={styles.pageRow}>
            <span className={styles.muted}>Created {formatDate(page.createdAt)}</span>
            <a
              href={publicEstimateUrl(page.estimateSlug)}
              target="_blank"
              rel="noopener noreferrer"
            >
              /{page.estimateSlug}
            </a>
            <CopyLinkButton
              url={publicEstimateUrl(page.estimateSlug)}
              aria-label={`Copy link to /${page.estimateSlug}`}
            >
              Copy link
            </CopyLinkButton>
          </div>
          <SendToCustomer projectId={projectId} pageId={page.id} />
          <PageStatistics projectId={projectId} page={page} />
        </>
      ) : (
        <p className={styles.muted}>No estimate page has been published for this batch yet.</p>
      )}
    </section>
  );
}

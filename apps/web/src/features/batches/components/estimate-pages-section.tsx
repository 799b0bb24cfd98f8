import type { EstimatePage } from '@corner/contracts';
import { formatDate } from '@corner/contracts/display';
import { CopyLinkButton } from '@/components/ui/copy-link';
import { publicEstimateUrl } from '../public-estimate-url';
import styles from './batches.module.css';

/** The batch's published page: its date, its public link in a new tab, and a copy button. */
export function EstimatePagesSection({ page }: { page: EstimatePage | null }) {
  return (
    <section className={styles.section} aria-labelledby="estimate-pages-title">
      <div className={styles.sectionHeader}>
        <h3 id="estimate-pages-title">Estimate Pages</h3>
      </div>
      {page ? (
        <div className={styles.pageRow}>
          <span className={styles.muted}>Created {formatDate(page.createdAt)}</span>
          <a href={publicEstimateUrl(page.estimateSlug)} target="_blank" rel="noopener noreferrer">
            /{page.estimateSlug}
          </a>
          <CopyLinkButton
            url={publicEstimateUrl(page.estimateSlug)}
            aria-label={`Copy link to /${page.estimateSlug}`}
          >
            Copy link
          </CopyLinkButton>
        </div>
      ) : (
        <p className={styles.muted}>No estimate page has been published for this batch yet.</p>
      )}
    </section>
  );
}

import type { QueryKey } from '@tanstack/react-query';
import { EstimateSummary } from '@/components/estimate/estimate-summary';
import {
  ItemDetailGroups,
  type ItemDetailsQueryOptions,
} from '@/components/estimate/item-detail-groups';
import { Gallery } from '@/components/ui/gallery';
import { PageHeader } from '@/components/ui/page/page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { EstimatePageData, EstimateSection } from '../estimate-sections';
import styles from './estimate-page.module.css';
import { ReserveButton } from './reserve-button';

export const estimateSubtitle =
  "We've calculated your estimate based on the measurements of your kitchen";

const gallerySizes = '(min-width: 72rem) 44rem, (min-width: 56rem) 60vw, 100vw';

export interface EstimateContentProps<TKey extends QueryKey> {
  data: EstimatePageData;
  /** The queries of a version's item details (the customer's or the public addresses). */
  itemsQueryOptions: (versionId: string) => ItemDetailsQueryOptions<TKey>;
  onReserve: () => void;
}

interface SectionProps<TKey extends QueryKey> extends Omit<EstimateContentProps<TKey>, 'data'> {
  section: EstimateSection;
  /** Several versions: each shows its name, as a heading above its groups. */
  named: boolean;
  first: boolean;
}

function VersionSection<TKey extends QueryKey>({
  section,
  named,
  first,
  itemsQueryOptions,
  onReserve,
}: SectionProps<TKey>) {
  const headingId = `version-${section.versionId}`;
  return (
    <section
      className={styles.version}
      aria-labelledby={named ? headingId : undefined}
      aria-label={named ? undefined : section.name}
    >
      {named ? (
        <h2 id={headingId} className={styles.versionName}>
          {section.name}
        </h2>
      ) : null}
      <div className={styles.overview}>
        <div className={styles.gallery}>
          <Gallery
            images={section.renders}
            label={`Renders of ${section.name}`}
            sizes={gallerySizes}
            priority={first}
          />
        </div>
        <div className={styles.price}>
          <EstimateSummary estimate={section.estimate} label={`Estimate of ${section.name}`} />
          <ReserveButton onReserve={onReserve} />
        </div>
      </div>
      <ItemDetailGroups
        versionId={section.versionId}
        ids={section.ids}
        itemsQueryOptions={itemsQueryOptions(section.versionId)}
        headingLevel={named ? 3 : 2}
      />
    </section>
  );
}

/** The estimate of spec section 2, for the customer's page and the public view alike. */
export function EstimateContent<TKey extends QueryKey>({
  data,
  itemsQueryOptions,
  onReserve,
}: EstimateContentProps<TKey>) {
  useDocumentTitle(data.title || 'Estimate');
  const named = data.sections.length > 1;
  return (
    <article className={styles.estimate}>
      <PageHeader title={data.title} intro={estimateSubtitle} />
      {data.sections.map((section, index) => (
        <VersionSection
          key={section.versionId}
          section={section}
          named={named}
          first={index === 0}
          itemsQueryOptions={itemsQueryOptions}
          onReserve={onReserve}
        />
      ))}
    </article>
  );
}

/** Spec section 2: the page with no estimate to show. */
export function NoEstimate() {
  useDocumentTitle('Estimate');
  return (
    <div className={styles.empty}>
      <h1>No Estimate found</h1>
      <p>No estimate have been calculated for this project yet.</p>
    </div>
  );
}

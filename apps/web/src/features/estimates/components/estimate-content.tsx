import { lazy, Suspense, useRef } from 'react';
import { EstimateSummary } from '@/components/estimate/estimate-summary';
import { Gallery } from '@/components/ui/gallery';
import { PageHeader } from '@/components/ui/page/page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { EstimatePageData, EstimateSection, EstimateSource } from '../estimate-sections';
import { CompareVersionsLink } from './compare-versions-link';
import { PaymentReturned } from './payment-returned';
import styles from './estimate-page.module.css';
import { ReserveButton } from './reserve-button';
import { useRecordVersionInView } from './use-record-view';

// Below the renders and the price, or printed only: one chunk loaded after them, so the first
// screen comes sooner and the public route's entry stays small.
const breakdownParts = () => import('./estimate-item-details');
const EstimateItemDetails = lazy(breakdownParts);
const EstimateDrivers = lazy(() => breakdownParts().then((m) => ({ default: m.EstimateDrivers })));
const PrintButton = lazy(() => breakdownParts().then((m) => ({ default: m.PrintButton })));
const PrintHeader = lazy(() => breakdownParts().then((m) => ({ default: m.PrintHeader })));

export const estimateSubtitle =
  "We've calculated your estimate based on the measurements of your kitchen";

const gallerySizes = '(min-width: 72rem) 44rem, (min-width: 56rem) 60vw, 100vw';

export interface EstimateContentProps {
  data: EstimatePageData;
  /** Where the item details come from: the customer's or the public addresses. */
  source: EstimateSource;
}

interface SectionProps extends Omit<EstimateContentProps, 'data'> {
  section: EstimateSection;
  /** Several versions: each shows its name, as a heading above its groups. */
  named: boolean;
  first: boolean;
}

function VersionSection({ section, named, first, source }: SectionProps) {
  const headingId = `version-${section.versionId}`;
  const level = named ? 3 : 2;
  const overview = useRef<HTMLDivElement>(null);
  useRecordVersionInView(source, section.versionId, overview);
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
      <div ref={overview} className={styles.overview}>
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
          <ReserveButton estimate={section.estimate} versionName={section.name} source={source} />
          <Suspense fallback={null}>
            <EstimateDrivers
              source={source}
              estimate={section.estimate}
              name={section.name}
              headingLevel={level}
            />
          </Suspense>
        </div>
      </div>
      <Suspense fallback={<LoadingState label="Loading item details…" />}>
        <EstimateItemDetails source={source} estimate={section.estimate} headingLevel={level} />
      </Suspense>
    </section>
  );
}

/** The estimate of spec section 2, for the customer's page and the public view alike. */
export function EstimateContent({ data, source }: EstimateContentProps) {
  useDocumentTitle(data.title || 'Estimate');
  const named = data.sections.length > 1;
  return (
    <article className={styles.estimate}>
      <PaymentReturned source={source} estimateId={data.sections[0]!.estimate.id} />
      <PageHeader title={data.title} intro={estimateSubtitle}>
        <div className={styles.actions}>
          <CompareVersionsLink count={data.sections.length} />
          <Suspense fallback={null}>
            <PrintButton />
          </Suspense>
        </div>
      </PageHeader>
      {data.sections.map((section, index) => (
        <VersionSection
          key={section.versionId}
          section={section}
          named={named}
          first={index === 0}
          source={source}
        />
      ))}
      <Suspense fallback={null}>
        <PrintHeader />
      </Suspense>
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

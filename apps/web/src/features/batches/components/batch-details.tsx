import { formatDateTime } from '@corner/contracts/display';
import { useState } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button } from '@/components/ui/button/button';
import { LoadingState } from '@/components/ui/states/loading-state';
import { spotReservedText } from '@/components/estimate/spot-reserved';
import { useProjectSummary } from '@/api/get-project-summary';
import { useBatch } from '../api/get-batch';
import { useRefreshBatches } from '../api/refresh-batch';
import styles from './batches.module.css';
import { DeleteBatch } from './delete-batch';
import { DesignVersionDetails } from './design-version-details';
import { EstimatePageDialog } from './estimate-page-dialog';
import { EstimatePagesSection } from './estimate-pages-section';
import { EstimatesSection } from './estimates-section';
import { ParameterEditor } from './parameters/parameter-editor';
import { CurrentListPreview } from './price-preview/current-list-preview';
import { RenameBatch } from './rename-batch-dialog';

export interface BatchDetailsProps {
  projectId: string;
  batchId: string;
}

/** One batch: header, then Delivery parameters, Estimate Pages, Estimates, versions. */
export function BatchDetails({ projectId, batchId }: BatchDetailsProps) {
  const query = useBatch(projectId, batchId);
  const project = useProjectSummary(projectId);
  const refresh = useRefreshBatches(projectId);
  const [pageDialogOpen, setPageDialogOpen] = useState(false);

  if (query.isPending) return <LoadingState label="Loading batch…" />;
  if (query.isError) {
    return (
      <ErrorPanel
        title="Failed to load batches"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const batch = query.data;
  // The page is published for the batch; its path names one version (the first).
  const pageVersion = batch.designVersions[0];
  const canCreatePage = !batch.createdEstimatePage && batch.estimateParams && pageVersion;

  return (
    <div className={styles.details}>
      <header className={styles.detailsHeader}>
        <div>
          <h2>{project.data?.name ?? 'Project'}</h2>
          <p className={styles.muted}>
            {batch.name} · created {formatDateTime(batch.createdAt)}
          </p>
          {batch.projectReservation ? (
            <p className={styles.muted}>{spotReservedText(batch.projectReservation)}</p>
          ) : null}
        </div>
        <div className={styles.actions}>
          {canCreatePage ? (
            <Button onClick={() => setPageDialogOpen(true)}>Create estimate page</Button>
          ) : null}
          <RenameBatch projectId={projectId} batchId={batch.id} name={batch.name} />
          <DeleteBatch projectId={projectId} batch={batch} />
          <Button
            variant="secondary"
            title="Refresh design versions"
            aria-label="Refresh design versions"
            onClick={() => void refresh()}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7"
              />
            </svg>
          </Button>
        </div>
      </header>

      <section className={styles.section} aria-labelledby="delivery-parameters-title">
        <div className={styles.sectionHeader}>
          <h3 id="delivery-parameters-title">Delivery parameters</h3>
        </div>
        <ParameterEditor
          key={`${batch.estimateParams?.id ?? 'none'}:${batch.estimateParams?.revision ?? 0}`}
          projectId={projectId}
          batchId={batch.id}
          params={batch.estimateParams}
          versions={batch.designVersions}
        />
      </section>

      <EstimatePagesSection page={batch.createdEstimatePage} projectId={projectId} />
      <EstimatesSection projectId={projectId} batch={batch} />
      <CurrentListPreview
        projectId={projectId}
        batchId={batch.id}
        params={batch.estimateParams}
        versions={batch.designVersions}
      />
      <DesignVersionDetails projectId={projectId} batch={batch} />

      {pageVersion ? (
        <EstimatePageDialog
          projectName={project.data?.name}
          projectId={projectId}
          batchId={batch.id}
          designVersionId={pageVersion.id}
          reservation={batch.projectReservation}
          open={pageDialogOpen}
          onOpenChange={setPageDialogOpen}
        />
      ) : null}
    </div>
  );
}

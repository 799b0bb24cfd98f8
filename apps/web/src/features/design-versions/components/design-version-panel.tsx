import { ErrorPanel } from '@/components/errors/error-panel';
import { EstimateSummary } from '@/components/estimate/estimate-summary';
import { ItemDetailGroups } from '@/components/estimate/item-detail-groups';
import { Gallery } from '@/components/ui/gallery';
import { LoadingState } from '@/components/ui/states/loading-state';
import { designVersionItemsQueryOptions } from '@/api/get-design-version-items';
import { useDesignVersionWithListCopy } from '../api/use-design-version-with-list-copy';
import { EstimateActions } from './estimate-actions';
import styles from './design-versions.module.css';

export interface DesignVersionPanelProps {
  projectId: string;
  versionId: string;
  calculating: boolean;
  failure: string | undefined;
  onCalculate: (versionId: string) => void;
}

/**
 * The right pane: the selected version's renders, estimate, actions and detail groups. The
 * page keys it by the version, so the gallery and the groups start afresh on a change.
 */
export function DesignVersionPanel({ projectId, versionId, ...actions }: DesignVersionPanelProps) {
  const query = useDesignVersionWithListCopy(projectId, versionId);
  if (query.isPending) return <LoadingState label="Loading design version…" />;
  if (query.isError) {
    return (
      <ErrorPanel
        title="Failed to load design version"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const version = query.data;
  return (
    <article className={styles.panel} aria-labelledby="design-version-title">
      <h2 id="design-version-title" className={styles.panelTitle}>
        {version.name}
      </h2>
      <Gallery
        images={version.renders.attachments}
        label={`Renders of ${version.name}`}
        sizes="(min-width: 72rem) 48rem, 100vw"
        priority
      />
      {version.estimate ? (
        <EstimateSummary estimate={version.estimate} label={`Estimate of ${version.name}`} />
      ) : null}
      <EstimateActions
        version={version}
        calculating={actions.calculating}
        failure={actions.failure}
        onCalculate={() => actions.onCalculate(version.id)}
      />
      <ItemDetailGroups
        versionId={version.id}
        ids={version}
        itemsQueryOptions={designVersionItemsQueryOptions(projectId, version.id)}
      />
    </article>
  );
}

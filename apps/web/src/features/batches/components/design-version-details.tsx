import type { Batch } from '@corner/contracts';
import { formatDateTime } from '@corner/contracts/display';
import * as Tabs from '@radix-ui/react-tabs';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Gallery } from '@/components/ui/gallery';
import { LoadingState } from '@/components/ui/states/loading-state';
import { ItemDetailGroups } from '@/components/estimate/item-detail-groups';
import { useDesignVersion } from '@/api/get-design-version';
import { designVersionItemsQueryOptions } from '@/api/get-design-version-items';
import styles from './batches.module.css';

type BatchVersion = Batch['designVersions'][number];

/** A tab's label: the version's name, else its creation date (spec section 2). */
export const versionLabel = (version: Pick<BatchVersion, 'name' | 'createdAt'>) =>
  version.name || formatDateTime(version.createdAt);

function VersionPanel({ projectId, version }: { projectId: string; version: BatchVersion }) {
  const query = useDesignVersion(projectId, version.id);
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
  return (
    <div className={styles.editor}>
      <Gallery
        images={query.data.renders.attachments}
        label={`Renders of ${versionLabel(version)}`}
      />
      <ItemDetailGroups
        versionId={version.id}
        ids={query.data}
        itemsQueryOptions={designVersionItemsQueryOptions(projectId, version.id)}
        headingLevel={4}
      />
    </div>
  );
}

/** Tabs only when the batch holds more than one version. */
export function DesignVersionDetails({ projectId, batch }: { projectId: string; batch: Batch }) {
  const versions = batch.designVersions;
  return (
    <section className={styles.section} aria-labelledby="design-version-details-title">
      <div className={styles.sectionHeader}>
        <h3 id="design-version-details-title">Design version details</h3>
      </div>
      {versions.length === 0 ? (
        <p className={styles.muted}>This batch holds no design versions.</p>
      ) : versions.length === 1 ? (
        <VersionPanel projectId={projectId} version={versions[0]!} />
      ) : (
        <Tabs.Root defaultValue={versions[0]!.id}>
          <Tabs.List className={styles.tabList} aria-label="Design versions">
            {versions.map((version) => (
              <Tabs.Trigger key={version.id} value={version.id} className={styles.tab}>
                {versionLabel(version)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {versions.map((version) => (
            <Tabs.Content key={version.id} value={version.id}>
              <VersionPanel projectId={projectId} version={version} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </section>
  );
}

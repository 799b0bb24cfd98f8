import { isStaff } from '@corner/contracts/display';
import { useEffect, useRef, useState } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button } from '@/components/ui/button/button';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useCalculateEstimate } from '../api/calculate-estimate';
import { useDesignVersions } from '../api/get-design-versions';
import { useRefreshDesignVersions } from '../api/refresh-design-versions';
import { estimateErrorName } from '../estimate-error';
import { DesignVersionList } from './design-version-list';
import { DesignVersionPanel } from './design-version-panel';
import styles from './design-versions.module.css';

export interface DesignVersionsPageProps {
  projectId: string;
  /** The version to show; the first of the list when none is given (spec section 2). */
  selectedId?: string | undefined;
  /** Picks another version; without it the page keeps the choice itself. */
  onSelect?: ((versionId: string) => void) | undefined;
}

function RefreshButton({ projectId }: { projectId: string }) {
  const refresh = useRefreshDesignVersions(projectId);
  return (
    <Button
      variant="secondary"
      onClick={() => refresh.mutate()}
      disabled={refresh.isPending}
      aria-busy={refresh.isPending}
      title="Refresh design versions"
    >
      Refresh
    </Button>
  );
}

/** The two-pane design-versions page (spec section 2): the list left, the selection right. */
export function DesignVersionsPage({ projectId, selectedId, onSelect }: DesignVersionsPageProps) {
  const { user } = useCurrentUser();
  const staff = isStaff(user?.type);
  const versions = useDesignVersions(projectId);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const selected = selectedId ?? picked ?? versions.data?.[0]?.id;

  // The calculation belongs to the page: its result refreshes only if it is still selected.
  const selectedRef = useRef(selected);
  useEffect(() => {
    selectedRef.current = selected;
  }, [selected]);
  const calculation = useCalculateEstimate(projectId, (id) => selectedRef.current === id);
  const forSelected = calculation.variables === selected;

  const header = (
    <div className={styles.header}>
      <h1 className={styles.title}>Design versions</h1>
      {staff ? <RefreshButton projectId={projectId} /> : null}
    </div>
  );

  if (versions.isPending) {
    return (
      <>
        {header}
        <LoadingState label="Loading design versions…" />
      </>
    );
  }
  if (versions.isError) {
    return (
      <>
        {header}
        <ErrorPanel
          title="Failed to load design version"
          error={versions.error}
          onRetry={() => void versions.refetch()}
        />
      </>
    );
  }
  if (versions.data.length === 0 || !selected) {
    return (
      <>
        {header}
        <div className={styles.empty}>
          <h2>No Design Versions</h2>
          <p>No design versions have been created for this project yet.</p>
        </div>
      </>
    );
  }

  return (
    <>
      {header}
      <div className={styles.panes}>
        <DesignVersionList
          versions={versions.data}
          selectedId={selected}
          onSelect={onSelect ?? setPicked}
        />
        <DesignVersionPanel
          key={selected}
          projectId={projectId}
          versionId={selected}
          calculating={calculation.isPending && forSelected}
          failure={
            calculation.isError && forSelected ? estimateErrorName(calculation.error) : undefined
          }
          onCalculate={(versionId) => calculation.mutate(versionId)}
        />
      </div>
    </>
  );
}

import { useState } from 'react';
import { useProjectViewStatistics } from '@/api/get-project-view-statistics';
import { ErrorPanel } from '@/components/errors/error-panel';
import { LoadingState } from '@/components/ui/states/loading-state';
import { ViewStatisticsPanel } from '@/components/view-statistics/view-statistics';
import styles from './project-list.module.css';

function Statistics({ projectId, projectName }: { projectId: string; projectName: string }) {
  const statistics = useProjectViewStatistics(projectId);
  if (statistics.isPending) return <LoadingState label="Loading views…" />;
  if (statistics.isError) {
    return (
      <ErrorPanel
        title="Failed to load the views"
        error={statistics.error}
        onRetry={() => void statistics.refetch()}
      />
    );
  }
  return <ViewStatisticsPanel statistics={statistics.data} label={`Views of ${projectName}`} />;
}

/** Staff: who opened the project's estimates, read when the row's 'Views' is opened. */
export function ProjectViews({
  projectId,
  projectName,
}: {
  projectId: string;
  projectName: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.views} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Views and presses<span className="visually-hidden"> of {projectName}</span>
      </summary>
      {open ? <Statistics projectId={projectId} projectName={projectName} /> : null}
    </details>
  );
}

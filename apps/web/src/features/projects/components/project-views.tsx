import { useState } from 'react';
import { useProjectViewStatistics } from '@/api/get-project-view-statistics';
import { ViewStatisticsQuery } from '@/components/view-statistics/view-statistics';
import styles from './project-list.module.css';

function Statistics({ projectId, projectName }: { projectId: string; projectName: string }) {
  const query = useProjectViewStatistics(projectId);
  return <ViewStatisticsQuery query={query} label={`Views of ${projectName}`} />;
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

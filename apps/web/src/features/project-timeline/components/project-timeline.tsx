import type { PlannedStage, StageStatus } from '@corner/contracts/display';
import { formatDate, stageStatus } from '@corner/contracts/display';
import { useId, type ReactNode } from 'react';
import styles from './project-timeline.module.css';

export interface ProjectTimelineProps {
  stages: readonly PlannedStage[];
  /** Today as a calendar date (yyyy-mm-dd): what is done, under way and next. */
  today: string;
  /** Extra content under a stage, e.g. its guides or the delivery's tracking link. */
  renderStageDetails?: (stage: PlannedStage) => ReactNode;
}

const statusLabels: Record<StageStatus, string> = {
  done: 'Done',
  current: 'In progress',
  upcoming: 'Upcoming',
};

const dayMs = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;

/** Where today falls along the whole plan, from 0 to 100 (or nothing when outside it). */
function todayPosition(stages: readonly PlannedStage[], today: string): number | undefined {
  const first = stages[0];
  const last = stages.at(-1);
  if (!first || !last || today < first.startDate || today > last.endDate) return undefined;
  const start = dayNumber(first.startDate);
  const span = dayNumber(last.endDate) + 1 - start;
  return ((dayNumber(today) + 0.5 - start) / span) * 100;
}

/**
 * The project's stages on a time bar (each as long as it takes, with today marked) and, below,
 * each stage with its dates, status and details.
 */
export function ProjectTimeline({ stages, today, renderStageDetails }: ProjectTimelineProps) {
  const position = todayPosition(stages, today);
  const next = stages.find((stage) => stageStatus(stage, today) === 'upcoming');
  const headingId = useId();
  return (
    <section className={styles.timeline} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Project timeline
      </h2>
      <div className={styles.bar} aria-hidden="true">
        {stages.map((stage) => (
          <span
            key={stage.key}
            className={styles.segment}
            data-status={stageStatus(stage, today)}
            style={{ flexGrow: stage.days }}
            title={stage.name}
          >
            <span className={styles.piece} />
            <span className={styles.segmentLabel}>{stage.name}</span>
          </span>
        ))}
        {position === undefined ? null : (
          <span className={styles.today} style={{ left: `${position}%` }}>
            Today
          </span>
        )}
      </div>
      <ol className={styles.stages}>
        {stages.map((stage) => {
          const status = stageStatus(stage, today);
          return (
            <li key={stage.key} className={styles.stage} data-status={status}>
              <div className={styles.stageHeader}>
                <h3 className={styles.stageName}>{stage.name}</h3>
                <span className={styles.status}>
                  {stage === next ? 'Up next' : statusLabels[status]}
                </span>
              </div>
              <p className={styles.dates}>
                {formatDate(stage.startDate)} – {formatDate(stage.endDate)}
                <span className={styles.days}>
                  {stage.days} {stage.days === 1 ? 'day' : 'days'}
                </span>
              </p>
              {renderStageDetails?.(stage)}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

import type { ViewStatistics } from '@corner/contracts';
import { formatDateTime } from '@corner/contracts/display';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorPanel } from '@/components/errors/error-panel';
import { LoadingState } from '@/components/ui/states/loading-state';
import { formatTimeAgo } from './time-ago';
import { Sparkline } from './sparkline';
import styles from './view-statistics.module.css';

export interface ViewStatisticsPanelProps {
  statistics: ViewStatistics;
  /** Names the panel for screen readers, e.g. "Views of /casey-kitchen". */
  label: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** An instant as "3 h ago", its exact time on hover and for machines. */
export function TimeAgo({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatTimeAgo(value)}
    </time>
  );
}

/**
 * Who opened what (issue 25): opens (total, distinct days, last), the design versions seen,
 * presses of RESERVE A SPOT and opens per day of the last 30 days. Staff's own are not in it.
 */
export function ViewStatisticsPanel({ statistics, label }: ViewStatisticsPanelProps) {
  const series = statistics.opensPerDay.map((day) => day.opens);
  const today = series.at(-1) ?? 0;
  const lastMonth = series.reduce((sum, opens) => sum + opens, 0);
  return (
    <div className={styles.statistics} role="group" aria-label={label}>
      <dl className={styles.facts}>
        <div>
          <dt>Opens</dt>
          <dd data-testid="stat-opens">{statistics.opens}</dd>
        </div>
        <div>
          <dt>Days opened</dt>
          <dd>{statistics.openDays}</dd>
        </div>
        <div>
          <dt>Last opened</dt>
          <dd>{statistics.lastOpenedAt ? <TimeAgo value={statistics.lastOpenedAt} /> : 'Never'}</dd>
        </div>
        <div>
          <dt>RESERVE A SPOT presses</dt>
          <dd data-testid="stat-presses">{statistics.reservePresses}</dd>
        </div>
        <div className={styles.wide}>
          <dt>Versions viewed</dt>
          <dd data-testid="stat-versions">
            {statistics.versionsViewed.length === 0
              ? 'None yet'
              : statistics.versionsViewed
                  .map((version) => `${version.name} (${plural(version.views, 'view', 'views')})`)
                  .join(', ')}
          </dd>
        </div>
      </dl>
      <figure className={styles.chart}>
        <Sparkline
          values={series}
          label={`Opens per day over the last 30 days: ${lastMonth} in all, ${today} today`}
        />
        <figcaption aria-hidden="true">Opens a day, last 30 days ({today} today)</figcaption>
      </figure>
    </div>
  );
}

/** The panel of a statistics query: loading, its error with Retry, or the statistics. */
export function ViewStatisticsQuery({
  query,
  label,
}: {
  query: UseQueryResult<ViewStatistics>;
  label: string;
}) {
  if (query.isPending) return <LoadingState label="Loading views…" />;
  if (query.isError) {
    return (
      <ErrorPanel
        title="Failed to load the views"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <ViewStatisticsPanel statistics={query.data} label={label} />;
}

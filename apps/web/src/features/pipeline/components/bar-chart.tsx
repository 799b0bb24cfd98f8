import styles from './pipeline.module.css';

export interface ChartBar {
  /** What the bar is of, written left of it. */
  label: string;
  /** Its length against the longest; null draws no bar. */
  value: number | null;
  /** The figure written after the bar. */
  text: string;
}

const width = 420;
const labelWidth = 150;
const barStart = labelWidth + 8;
const barRoom = 190;
const rowHeight = 34;
const barHeight = 20;

/**
 * Horizontal bars drawn in SVG, our own (issue 39: no chart library on staff screens): one row
 * per bar, its label, the bar and its figure. A picture for the eye: `label` says it all to a
 * screen reader, and the table beside it holds the same numbers.
 */
export function BarChart({ label, bars }: { label: string; bars: ChartBar[] }) {
  const longest = Math.max(0, ...bars.map((bar) => bar.value ?? 0));
  const height = bars.length * rowHeight + 4;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      className={styles.chart}
      focusable="false"
    >
      {bars.map((bar, index) => {
        const top = index * rowHeight + 4;
        const middle = top + barHeight / 2;
        const length =
          bar.value === null || longest === 0 ? 0 : Math.max(2, (bar.value / longest) * barRoom);
        return (
          <g key={bar.label}>
            <text
              x={labelWidth}
              y={middle}
              textAnchor="end"
              dominantBaseline="central"
              className={styles.chartLabel}
            >
              {bar.label}
            </text>
            <rect
              x={barStart}
              y={top}
              width={barRoom}
              height={barHeight}
              rx={3}
              className={styles.chartTrack}
            />
            {length > 0 ? (
              <rect
                x={barStart}
                y={top}
                width={length}
                height={barHeight}
                rx={3}
                className={styles.chartBar}
              />
            ) : null}
            <text
              x={barStart + barRoom + 6}
              y={middle}
              dominantBaseline="central"
              className={styles.chartFigure}
            >
              {bar.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

import styles from './view-statistics.module.css';

export interface SparklineProps {
  values: number[];
  /** What the line shows, for screen readers (the figure's caption says it for everyone). */
  label: string;
}

const width = 120;
const height = 28;
const pad = 3;

/**
 * One line of small numbers as an SVG (issue 25: no chart library for one line). The last
 * point, today, is marked; the scale starts at 0 and tops at the largest value (at least 1).
 */
export function Sparkline({ values, label }: SparklineProps) {
  const top = Math.max(1, ...values);
  const step = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0;
  const points = values.map((value, index) => ({
    x: pad + index * step,
    y: height - pad - (value / top) * (height - 2 * pad),
  }));
  const last = points.at(-1);
  return (
    <svg
      className={styles.sparkline}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={label}
    >
      <line x1={pad} x2={width - pad} y1={height - pad} y2={height - pad} className={styles.axis} />
      <polyline
        points={points.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
        className={styles.line}
      />
      {last ? (
        <circle
          cx={last.x.toFixed(1)}
          cy={last.y.toFixed(1)}
          r={2.5}
          className={styles.today}
          data-testid="sparkline-today"
          data-value={values.at(-1)}
        />
      ) : null}
    </svg>
  );
}

import type { Pipeline } from '@corner/contracts';
import { pipelineDays, pipelineSteps, pipelineTexts } from '@corner/contracts/display';
import { useId } from 'react';
import { TableScroll } from '@/components/ui/table/table-scroll';
import { BarChart } from './bar-chart';
import { count } from './figures';
import styles from './pipeline.module.css';

const median = (days: number | null) => (days === null ? 'Not timed' : pipelineDays(days));

/** The median days from each step to the next, as bars and as a table with how many were timed. */
export function TimesSection({ pipeline }: { pipeline: Pipeline }) {
  const headingId = useId();
  const spans = pipeline.steps.slice(1).map((step, index) => ({
    step,
    label: `${pipelineSteps[pipeline.steps[index]!.key].label} → ${pipelineSteps[step.key].label}`,
  }));
  const summary = spans.map(({ step, label }) => `${label} ${median(step.medianDays)}`).join(', ');
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{pipelineTexts.timesHeading}</h2>
      <div className={styles.pair}>
        <BarChart
          label={pipelineTexts.timesChart(summary)}
          bars={spans.map(({ step }) => ({
            label: pipelineSteps[step.key].label,
            value: step.medianDays,
            text: step.medianDays === null ? '—' : pipelineDays(step.medianDays),
          }))}
        />
        <TableScroll>
          <table className={styles.table}>
            <caption className="visually-hidden">{pipelineTexts.timesHeading}</caption>
            <thead>
              <tr>
                <th scope="col">From the step before to</th>
                <th scope="col">Median</th>
                <th scope="col">Leads timed</th>
              </tr>
            </thead>
            <tbody>
              {spans.map(({ step, label }) => (
                <tr key={step.key}>
                  <th scope="row">{label}</th>
                  <td className={styles.number}>{median(step.medianDays)}</td>
                  <td className={styles.number}>{count(step.timed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </section>
  );
}

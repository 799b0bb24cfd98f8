import type { Pipeline } from '@corner/contracts';
import { pipelinePercent, pipelineSteps, pipelineTexts } from '@corner/contracts/display';
import { useId } from 'react';
import { TableScroll } from '@/components/ui/table/table-scroll';
import { BarChart } from './bar-chart';
import { count } from './figures';
import styles from './pipeline.module.css';

const share = (percent: number | null) => (percent === null ? '—' : pipelinePercent(percent));

/** How many leads reached each step, as bars and as a table with each step's share. */
export function FunnelSection({ pipeline }: { pipeline: Pipeline }) {
  const headingId = useId();
  const summary = pipeline.steps
    .map(
      (step) =>
        `${pipelineSteps[step.key].label} ${count(step.count)}${
          step.conversionPercent === null ? '' : ` (${pipelinePercent(step.conversionPercent)})`
        }`,
    )
    .join(', ');
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{pipelineTexts.funnelHeading}</h2>
      <div className={styles.pair}>
        <BarChart
          label={pipelineTexts.funnelChart(pipeline.period, summary)}
          bars={pipeline.steps.map((step) => ({
            label: pipelineSteps[step.key].label,
            value: step.count,
            text: count(step.count),
          }))}
        />
        <TableScroll>
          <table className={styles.table}>
            <caption className="visually-hidden">{pipelineTexts.funnelHeading}</caption>
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col">Reached</th>
                <th scope="col">Of the step before</th>
              </tr>
            </thead>
            <tbody>
              {pipeline.steps.map((step) => (
                <tr key={step.key}>
                  <th scope="row">
                    {pipelineSteps[step.key].label}
                    <span className={styles.means}>{pipelineSteps[step.key].means}</span>
                  </th>
                  <td className={styles.number}>{count(step.count)}</td>
                  <td className={styles.number}>{share(step.conversionPercent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </section>
  );
}

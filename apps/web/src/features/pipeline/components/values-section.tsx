import type { Pipeline } from '@corner/contracts';
import { formatMoney, pipelineSteps, pipelineTexts } from '@corner/contracts/display';
import { useId } from 'react';
import { TableScroll } from '@/components/ui/table/table-scroll';
import { count } from './figures';
import styles from './pipeline.module.css';

/** The estimates' value at each step, one row per currency (never converted between them). */
export function ValuesSection({ pipeline }: { pipeline: Pipeline }) {
  const headingId = useId();
  const rows = pipeline.steps.flatMap((step) =>
    step.values.map((value) => ({ step: step.key, ...value })),
  );
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{pipelineTexts.valuesHeading}</h2>
      <p className={styles.hint}>{pipelineTexts.valuesNote}</p>
      {rows.length === 0 ? (
        <p>{pipelineTexts.noValues}</p>
      ) : (
        <TableScroll>
          <table className={styles.table}>
            <caption className="visually-hidden">{pipelineTexts.valuesHeading}</caption>
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col">Currency</th>
                <th scope="col">Value</th>
                <th scope="col">Of</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.step}-${row.currency}`}>
                  <th scope="row">{pipelineSteps[row.step].label}</th>
                  <td>{row.currency.toUpperCase()}</td>
                  <td className={styles.number}>{formatMoney(row.amount, row.currency)}</td>
                  <td className={styles.number}>
                    {count(row.count)} {row.step === 'paid' ? 'payment' : 'project'}
                    {row.count === 1 ? '' : 's'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

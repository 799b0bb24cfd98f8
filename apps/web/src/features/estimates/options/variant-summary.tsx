import { formatMoney, optionTexts } from '@corner/contracts/display';
import { Heading } from '@/components/estimate/detail-group';
import { Button } from '@/components/ui/button/button';
import { formatDifference } from './format-difference';
import styles from './options.module.css';
import type { LineChange, VariantPrices } from './variant-prices';

const lineWords: Record<LineChange['kind'], string> = {
  swapped: 'Changed',
  dropped: 'Left out',
  added: 'Added',
};

function Difference({ amount, currency }: { amount: number; currency: string }) {
  const text = formatDifference(amount, currency);
  return text ? <span className={styles.difference}>{text}</span> : null;
}

export interface VariantSummaryProps {
  variant: VariantPrices;
  currency: string;
  headingLevel: number;
  onReset: () => void;
}

/**
 * The customer's variant, marked as not an estimate: its total and every summary line with
 * its difference from the estimate, then the lines it swaps, leaves out or adds.
 */
export function VariantSummary({ variant, currency, headingLevel, onReset }: VariantSummaryProps) {
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <div className={styles.variant}>
      <Heading level={headingLevel} className={styles.mark}>
        {optionTexts.variantMark}
      </Heading>
      {variant.kind === 'refused' ? (
        <p>We cannot price this choice: {variant.reason}.</p>
      ) : (
        <>
          <dl className={styles.totals}>
            <div className={styles.total}>
              <dt>Total Price:</dt>
              <dd>
                <span>{money(variant.total)}</span>
                <Difference amount={variant.difference} currency={currency} />
              </dd>
            </div>
            {variant.summary.map((line) => (
              <div key={line.field} className={styles.summaryLine}>
                <dt>{line.label}</dt>
                <dd>
                  <span>{money(line.amount)}</span>
                  <Difference amount={line.difference} currency={currency} />
                </dd>
              </div>
            ))}
          </dl>
          {variant.lines.length > 0 ? (
            <ul className={styles.lines} aria-label="Lines your choice changes">
              {variant.lines.map((line) => (
                <li key={line.id} className={styles.line} data-kind={line.kind}>
                  <span className={styles.lineKind}>{lineWords[line.kind]}</span>
                  <span className={styles.lineName}>
                    {line.kind === 'dropped' ? <s>{line.name}</s> : line.name}
                    {line.kind === 'swapped' && line.before ? (
                      <span className={styles.before}> instead of {line.before}</span>
                    ) : null}
                  </span>
                  <span className={styles.linePrice}>
                    {line.kind === 'dropped' ? null : <span>{money(line.price)}</span>}
                    <Difference amount={line.difference} currency={currency} />
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      <div className={styles.variantActions}>
        <Button variant="secondary" onClick={onReset}>
          {optionTexts.reset}
        </Button>
      </div>
    </div>
  );
}

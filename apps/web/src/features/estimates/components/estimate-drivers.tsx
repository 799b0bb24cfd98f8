import type { Estimate, EstimateDrivers as Drivers } from '@corner/contracts';
import { formatDate, formatMoney } from '@corner/contracts/display';
import type { ReactNode } from 'react';
import { Heading } from '@/components/estimate/detail-group';
import { ErrorPanel } from '@/components/errors/error-panel';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useEstimateBreakdown } from '../api/get-estimate-breakdown';
import { breakdownOf } from '../breakdown-of';
import type { EstimateSource } from '../estimate-sections';
import styles from './estimate-drivers.module.css';

const sizeWords = { small: 'Small', medium: 'Medium', large: 'Large' } as const;
const regionWords = { west: 'West', mid: 'Central', east: 'East' } as const;
const distanceWords = {
  near: 'close to our workshop',
  medium: 'a medium distance from our workshop',
  far: 'far from our workshop',
} as const;
const currencyWords = { usd: 'US dollars', eur: 'Euros', gbp: 'Pounds sterling' } as const;

export interface Driver {
  term: string;
  words: string;
  /** What it adds to the estimate, when it is a line of the summary. */
  amount?: number | undefined;
}

const nonZero = (amount: number) => (amount === 0 ? undefined : amount);

/** What the price was calculated with, in plain words, each with the amount it adds. */
export function driversInWords(drivers: Drivers, estimate: Estimate): Driver[] {
  const us = drivers.country === 'us';
  const destination = us
    ? `the United States${drivers.usPart ? ` (${regionWords[drivers.usPart]})` : ''}`
    : 'Europe';
  const how =
    us && drivers.deliveryType
      ? drivers.deliveryType === 'shipping'
        ? 'Shipping'
        : 'Air freight'
      : 'Delivery';
  const rows: Driver[] = [
    { term: 'Kitchen size', words: sizeWords[drivers.size] },
    {
      term: 'Delivery',
      words: `${how} to ${destination}, ${distanceWords[drivers.distance]}`,
      amount: nonZero(estimate.deliveryCost),
    },
  ];
  if (us) {
    rows.push({
      term: 'Countertop',
      words: drivers.countertopDeliverySeparated
        ? 'Delivered separately, included in delivery'
        : 'Delivered with the kitchen',
    });
  }
  rows.push(
    drivers.assembled
      ? {
          term: 'Assembly',
          words: 'Assembled in our workshop',
          amount: nonZero(estimate.assemblyCost),
        }
      : { term: 'Assembly', words: 'Flat-packed, for you to assemble' },
  );
  if (estimate.measurementsCost !== 0) {
    rows.push({
      term: 'Measurements',
      words: 'We measure your kitchen',
      amount: estimate.measurementsCost,
    });
  }
  if (estimate.installationCost !== 0) {
    rows.push({
      term: 'Installation',
      words: 'We install your kitchen',
      amount: estimate.installationCost,
    });
  }
  const code = drivers.currency.toUpperCase();
  rows.push({
    term: 'Currency',
    words:
      drivers.currency === 'usd'
        ? currencyWords.usd
        : `${currencyWords[drivers.currency]}, at 1 USD = ${drivers.dollarRate} ${code}`,
  });
  return rows;
}

function Rows({ rows }: { rows: { term: string; value: ReactNode; amount?: string }[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map((row) => (
        <div key={row.term} className={styles.row}>
          <dt>{row.term}</dt>
          <dd>
            <span>{row.value}</span>
            {row.amount ? <span className={styles.amount}>{row.amount}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface EstimateDriversProps {
  source: EstimateSource;
  estimate: Estimate;
  /** The design version's name, naming the panel. */
  name: string;
  headingLevel: 2 | 3;
}

/**
 * 'What drives this price' under a version's summary: the estimate's reference and issue
 * date at once, then, from the breakdown, the parameters it was priced with, the price list
 * and what it includes. Only this part waits for the breakdown, and only it shows its error.
 */
export function EstimateDrivers({ source, estimate, name, headingLevel }: EstimateDriversProps) {
  const query = useEstimateBreakdown(source);
  const breakdown = breakdownOf(query.data, estimate);
  const money = (amount: number | undefined) =>
    amount === undefined ? undefined : formatMoney(amount, estimate.currency);
  const reference = [
    { term: 'Reference', value: estimate.reference },
    {
      term: 'Issued',
      value: <time dateTime={estimate.createdAt}>{formatDate(estimate.createdAt)}</time>,
    },
  ];
  if (breakdown) {
    reference.push({ term: 'Price list', value: `Version ${breakdown.drivers.priceListVersion}` });
  }
  const included = breakdown?.included.trim();
  return (
    <section className={styles.panel} aria-label={`What drives the price of ${name}`}>
      <Heading level={headingLevel} className={styles.heading}>
        What drives this price
      </Heading>
      {query.isPending ? <LoadingState label="Loading what drives this price…" /> : null}
      {query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {breakdown ? (
        <Rows
          rows={driversInWords(breakdown.drivers, estimate).map((row) => ({
            term: row.term,
            value: row.words,
            amount: money(row.amount),
          }))}
        />
      ) : null}
      <Rows rows={reference} />
      {included ? (
        <div className={styles.included}>
          <Heading level={headingLevel + 1} className={styles.subheading}>
            What is included
          </Heading>
          <p>{included}</p>
        </div>
      ) : null}
    </section>
  );
}

import { formatMoney, estimateCostLines } from '@corner/contracts/display';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/ui/image/responsive-image';
import type {
  ComparedAmount,
  ComparedColumn,
  ComparedLine,
  LineMark,
  SummaryField,
} from '../compare-versions';
import type { CompareVersion } from '../compare-data';
import styles from './compare.module.css';

export interface CompareColumnProps {
  /** Its place, from 0. */
  column: number;
  /** How many columns are shown. */
  columns: number;
  version: CompareVersion;
  compared: ComparedColumn | undefined;
  /** Every version of the page, for the column's select. */
  versions: CompareVersion[];
  onChoose: (versionId: string) => void;
  /** Takes the column away; absent when two are left. */
  onRemove: (() => void) | undefined;
}

/** The summary lines as the estimate summary names them, and the total. */
export const amountLabels = {
  totalCost: 'Total',
  ...Object.fromEntries(estimateCostLines.map(({ field, label }) => [field, label])),
} as Record<SummaryField, string>;

const markText: Record<Exclude<LineMark, null>, string> = {
  'only-here': 'Only in this version',
  'quantity-differs': 'Quantity differs',
};

// Loaded on first use (decision 36.1), like the gallery's.
const Lightbox = lazy(() => import('@/components/ui/gallery/lightbox'));

const renderSizes = '(min-width: 72rem) 22rem, (min-width: 56.25rem) 30vw, 100vw';

/** '1 piece', '4 pieces', '2 pairs', '5.2 m²'. */
const quantityText = (quantity: number, unit: string) =>
  `${quantity} ${unit}${quantity !== 1 && /^(piece|pair|set)$/.test(unit) ? 's' : ''}`;

function Amount({ field, amount, standing }: ComparedAmount, currency: string) {
  const money = (value: number) => formatMoney(value, currency);
  return (
    <div key={field}>
      <dt>{amountLabels[field]}</dt>
      <dd>
        <span>{money(amount)}</span>
        {standing.kind === 'lowest' ? (
          <strong>Lowest price</strong>
        ) : standing.kind === 'above' ? (
          <span>
            +{money(standing.difference)}
            <span className="visually-hidden"> more than the lowest</span>
          </span>
        ) : standing.kind === 'same' ? (
          <span>Same in every version</span>
        ) : null}
      </dd>
    </div>
  );
}

function Line({ line, mark }: ComparedLine, currency: string) {
  return (
    <li key={line.id} className={mark ? styles.marked : undefined}>
      <span>{line.publicPath ? <Link to={line.publicPath}>{line.name}</Link> : line.name}</span>
      <span>{quantityText(line.quantity, line.unit)}</span>
      <span>{formatMoney(line.price, currency)}</span>
      {mark ? <strong>{markText[mark]}</strong> : null}
    </li>
  );
}

/**
 * One version in the Compare view: its select, first render, name and reference, summary lines
 * with their differences, then its lines by group with what differs marked in words. Its
 * parts are rows of the columns' grid (a subgrid on a desktop), so they line up across columns.
 */
export function CompareColumn({
  column,
  columns,
  version,
  compared,
  versions,
  onChoose,
  onRemove,
}: CompareColumnProps) {
  const id = useId();
  const [fullSize, setFullSize] = useState(false);
  const { estimate, renders, name } = version;
  const render = renders[0];
  return (
    <section className={styles.column} aria-labelledby={`${id}-name`}>
      <div className={styles.choice}>
        <label htmlFor={`${id}-select`}>
          Version {column + 1} of {columns}
        </label>
        <div>
          <select
            id={`${id}-select`}
            value={version.versionId}
            onChange={(event) => onChoose(event.target.value)}
          >
            {versions.map((each) => (
              <option key={each.versionId} value={each.versionId}>
                {each.name}
              </option>
            ))}
          </select>
          {onRemove ? (
            <button type="button" aria-label={`Remove ${name}`} onClick={onRemove}>
              Remove
            </button>
          ) : null}
        </div>
      </div>
      <figure className={styles.render}>
        {render ? (
          <>
            <ResponsiveImage
              image={render}
              alt={`Render of ${name}`}
              sizes={renderSizes}
              priority={column === 0}
            />
            <button type="button" className={styles.fullSize} onClick={() => setFullSize(true)}>
              View full size<span className="visually-hidden">: renders of {name}</span>
            </button>
            {fullSize ? (
              <Suspense fallback={null}>
                <Lightbox
                  images={renders}
                  index={0}
                  label={`Renders of ${name}`}
                  onClose={() => setFullSize(false)}
                />
              </Suspense>
            ) : null}
          </>
        ) : (
          <p>No images available</p>
        )}
      </figure>
      <header>
        <h2 id={`${id}-name`}>{name}</h2>
        <p>Estimate {estimate.reference}</p>
      </header>
      <dl className={styles.amounts}>
        {compared?.amounts.map((amount) => Amount(amount, estimate.currency))}
      </dl>
      {compared?.groups.map(({ group, lines }) => (
        <div key={group.key} className={styles.group}>
          <h3>{group.title}</h3>
          {lines.length > 0 ? (
            <ul>{lines.map((line) => Line(line, estimate.currency))}</ul>
          ) : (
            <p>None in this version</p>
          )}
        </div>
      ))}
    </section>
  );
}

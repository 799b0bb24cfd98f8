import type { EstimateLine } from '@corner/contracts';
import { currencyDecimals, estimateLineGroups, formatMoney } from '@corner/contracts/display';
import { useState } from 'react';
import { Link } from 'react-router';
import { DetailGroup, Heading, type HeadingLevel } from '@/components/estimate/detail-group';
import { imageSrcSet } from '@/components/ui/image/responsive-image';
import styles from './estimate-lines.module.css';

const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

// Units counted in whole things take a plural; measures (m, m²) do not.
const countedUnits = new Set(['piece', 'pair', 'set']);

/** "3 pieces", "10 pairs", "11.4 m²": the quantity with its unit, as a customer reads it. */
export function formatQuantity(quantity: number, unit: string): string {
  const words = countedUnits.has(unit) && quantity !== 1 ? `${unit}s` : unit;
  return `${quantityFormat.format(quantity)} ${words}`;
}

/** "3 pieces at $20.00 each", "12.8 m² at $342.00 per m²": a line's quantity and unit price. */
export function formatLineQuantity(quantity: number, unit: string, unitPrice: string): string {
  const per = countedUnits.has(unit) ? 'each' : `per ${unit}`;
  return `${formatQuantity(quantity, unit)} at ${unitPrice} ${per}`;
}

/** The sum of line prices, added in the currency's smallest unit so no float error shows. */
function subtotal(lines: readonly EstimateLine[], currency: string): number {
  const scale = 10 ** currencyDecimals(currency);
  return lines.reduce((sum, line) => sum + Math.round(line.price * scale), 0) / scale;
}

function LineRow({
  line,
  currency,
  level,
}: {
  line: EstimateLine;
  currency: string;
  level: number;
}) {
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <li className={styles.line}>
      <span className={styles.picture}>
        {line.image ? (
          <img
            src={line.image.thumbnailsSmall}
            srcSet={imageSrcSet(line.image)}
            sizes="96px"
            width={96}
            height={96}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </span>
      <Heading level={level} className={styles.name}>
        {line.publicPath ? <Link to={line.publicPath}>{line.name}</Link> : line.name}
      </Heading>
      <p className={styles.quantity}>
        {formatLineQuantity(line.quantity, line.unit, money(line.unitPrice))}
      </p>
      <p className={styles.price}>{money(line.price)}</p>
    </li>
  );
}

interface LineGroupProps {
  title: string;
  lines: EstimateLine[];
  currency: string;
  level: HeadingLevel;
}

function LineGroup({ title, lines, currency, level }: LineGroupProps) {
  const [open, setOpen] = useState(false);
  return (
    <DetailGroup
      title={title}
      level={level}
      open={open}
      onOpenChange={setOpen}
      aside={formatMoney(subtotal(lines, currency), currency)}
      keepContent
    >
      <ul className={styles.lines}>
        {lines.map((line) => (
          <LineRow key={line.id} line={line} currency={currency} level={level + 1} />
        ))}
      </ul>
    </DetailGroup>
  );
}

export interface EstimateLinesProps {
  lines: readonly EstimateLine[];
  currency: string;
  level: HeadingLevel;
}

/**
 * An estimate's frozen lines in the detail groups of spec section 2, each group with its
 * subtotal: shown only when it has lines, collapsed at first. The lines stay in the page while
 * a group is closed (hidden on screen), so a printed estimate shows every one of them.
 */
export function EstimateLines({ lines, currency, level }: EstimateLinesProps) {
  const groups = estimateLineGroups
    .map((group) => ({
      title: group.title,
      lines: lines.filter((line) =>
        (group.categories as readonly string[]).includes(line.category),
      ),
    }))
    .filter((group) => group.lines.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <LineGroup key={group.title} {...group} currency={currency} level={level} />
      ))}
    </div>
  );
}

import type { EstimatePriceList } from '@corner/contracts';
import { formatDate } from '@corner/contracts/display';
import styles from './batches.module.css';

/** "Price list version 2, saved Nov 27, 2026" or "Price list version 1, built in". */
export const priceListUsedText = ({ version, savedAt }: EstimatePriceList) =>
  `Price list version ${version}, ${savedAt ? `saved ${formatDate(savedAt)}` : 'built in'}`;

/** Which price list an estimate card's amounts came from (issue 34.5, decision 55). */
export function PriceListUsed({ priceList }: { priceList: EstimatePriceList }) {
  return <p className={styles.priceListUsed}>{priceListUsedText(priceList)}</p>;
}

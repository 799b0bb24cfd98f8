import type { PriceListVersion } from '@corner/contracts';
import styles from './price-list.module.css';
import { RateChangeList } from './rate-change-list';
import { rateChanges, rateEntries } from '@corner/contracts/display';

export interface VersionRatesProps {
  version: PriceListVersion;
  /** The version before it; none for the first. */
  previous: PriceListVersion | undefined;
}

/**
 * A version's rates in the versions table (issue 34.5, decision 55): what it changed from the
 * version before, old → new, and every rate behind 'Every rate'.
 */
export function VersionRates({ version, previous }: VersionRatesProps) {
  const changes = previous ? rateChanges(previous.rates, version.rates) : null;
  return (
    <div className={styles.versionRates}>
      {changes === null ? (
        <p>First version</p>
      ) : changes.length === 0 ? (
        <p>No rate changes</p>
      ) : (
        <RateChangeList changes={changes} label={`Changed in version ${version.version}`} />
      )}
      <details>
        <summary>
          Every rate<span className="visually-hidden"> of version {version.version}</span>
        </summary>
        <dl className={styles.rates}>
          {rateEntries(version.rates).map((entry) => (
            <div key={entry.label}>
              <dt>{entry.label}</dt>
              <dd>{entry.value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}

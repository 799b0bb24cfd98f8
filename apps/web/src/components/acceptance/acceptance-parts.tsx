import type { Acceptance } from '@corner/contracts';
import { formatDate, formatMoney } from '@corner/contracts/display';
import { Link } from 'react-router';
import styles from './acceptance.module.css';

/*
 * An accepted estimate as the customer's estimate page and the back office both say it
 * (issue 38): who accepted and when, the record's links, and the acceptances withdrawn since.
 */

export const acceptedText = (acceptance: Acceptance) =>
  `Accepted on ${formatDate(acceptance.acceptedAt)} by ${acceptance.fullName}`;

export const acceptanceTotal = (acceptance: Pick<Acceptance, 'totalCost' | 'currency'>) =>
  formatMoney(acceptance.totalCost, acceptance.currency);

/**
 * A signed record's links (an accepted estimate, a signed-off design): the PDF, a download from
 * the API (`recordPath` is an /api/v1 address), and the public page that checks it.
 */
export function SignedRecordLinks({
  recordPath,
  checkPath,
  downloadLabel,
}: {
  recordPath: string;
  checkPath: string;
  downloadLabel: string;
}) {
  return (
    <ul className={styles.links}>
      <li>
        <a href={recordPath} download>
          {downloadLabel}
        </a>
      </li>
      <li>
        <Link to={checkPath}>Check this record</Link>
      </li>
    </ul>
  );
}

/** The PDF record (a download from the API) and its public checking page. */
export function RecordLinks({ acceptance }: { acceptance: Acceptance }) {
  return (
    <SignedRecordLinks
      recordPath={acceptance.recordPath}
      checkPath={acceptance.checkPath}
      downloadLabel="Download the acceptance record (PDF)"
    />
  );
}

export function WithdrawnAcceptances({
  acceptances,
  headingLevel = 3,
}: {
  acceptances: Acceptance[];
  headingLevel?: 3 | 4;
}) {
  if (acceptances.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.withdrawn}>
      <Heading>Withdrawn acceptances</Heading>
      <ul>
        {acceptances.map((acceptance) => (
          <li key={acceptance.id}>
            Estimate {acceptance.reference}: accepted on {formatDate(acceptance.acceptedAt)},
            withdrawn on {acceptance.withdrawn ? formatDate(acceptance.withdrawn.at) : '—'}:{' '}
            {acceptance.withdrawn?.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

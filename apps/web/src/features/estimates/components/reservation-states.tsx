import type { Deposit, EstimateReservationState, ProjectReservation } from '@corner/contracts';
import { formatDate, formatMoney } from '@corner/contracts/display';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button/button';
import { contactEmail } from '@/config/site';
import { paths } from '@/config/paths';
import type { EstimateSource } from '../estimate-sections';
import styles from './reservation.module.css';

/*
 * The states of the reserve area (decisions 37.5 and 50): the words beside RESERVE A SPOT and
 * the deposit, 'Your spot is reserved with {version}…' on every version once the project is
 * reserved, 'Expired on {date}' with 'Ask for a new quote', 'Contact us to reserve', 'A newer
 * estimate replaces this one', and a page no longer current. Links and buttons only, never
 * disabled: each is reachable by Tab.
 */

export const fallbackExplainer =
  'Reserving a spot books your kitchen a place in our production plan at this estimate’s price. You pay a deposit on our payment provider’s page; we then confirm by e-mail and your designer contacts you to approve the final design.';

/** The payment link with the estimate's reference and the payer's e-mail in its query. */
export function paymentLink(base: string, reference: string, email: string | undefined): string {
  const query = new URLSearchParams({ client_reference_id: reference });
  if (email) query.set('prefilled_email', email);
  return `${base}${base.includes('?') ? '&' : '?'}${query.toString()}`;
}

// Only an expired estimate on the customer's page needs it (and its mutation): loaded then.
const AskForNewQuote = lazy(() => import('./ask-for-new-quote-button'));

const mailto = (subject: string) => `mailto:${contactEmail}?subject=${encodeURIComponent(subject)}`;

export function ReservationExplainer({
  text,
  versionName,
  reference,
}: {
  text: string | null;
  versionName: string;
  reference: string;
}) {
  const paragraphs = (text ?? fallbackExplainer).split(/\n\s*\n/).filter((part) => part.trim());
  return (
    <>
      <div className={styles.explainer}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p className={styles.which}>
        This reserves <strong>{versionName}</strong> (estimate {reference}).
      </p>
    </>
  );
}

export function DepositLine({ deposit }: { deposit: Deposit }) {
  return (
    <p className={styles.deposit}>
      Deposit: <strong>{formatMoney(deposit.amount, deposit.currency)}</strong>
    </p>
  );
}

export function ReserveLink(props: { href: string; onReserve: () => void; label: string }) {
  return (
    <a
      className={buttonClassName('primary', styles.action)}
      href={props.href}
      onClick={props.onReserve}
    >
      {props.label}
    </a>
  );
}

export function ContactToReserve({ reference }: { reference: string }) {
  return (
    <a
      className={buttonClassName('primary', styles.action)}
      href={mailto(`Reserve a spot: estimate ${reference}`)}
    >
      Contact us to reserve
    </a>
  );
}

/** Once the project is reserved, every version says which one holds the spot. */
export function SpotReserved({ reservation }: { reservation: ProjectReservation }) {
  return (
    <p className={`${styles.status} ${styles.reserved}`}>
      Your spot is reserved with {reservation.designVersionName}, estimate {reservation.reference},
      on {formatDate(reservation.reservedAt)}
    </p>
  );
}

/** An estimate of a page that is no longer the one the customers are shown. */
export function NotCurrent() {
  return (
    <p className={styles.notice} role="note">
      This estimate can no longer be reserved: a newer estimate page replaces it.
    </p>
  );
}

export function ReplacedNotice({
  replacedBy,
  source,
}: {
  replacedBy: NonNullable<EstimateReservationState['replacedBy']>;
  source: EstimateSource;
}) {
  const to = replacedBy.slug
    ? paths.estimate(replacedBy.slug)
    : 'projectId' in source
      ? paths.projectEstimate(source.projectId)
      : null;
  return (
    <p className={styles.notice} role="note">
      A newer estimate replaces this one
      {to ? (
        <>
          {': '}
          <Link to={to}>see estimate {replacedBy.reference}</Link>
        </>
      ) : null}
    </p>
  );
}

export function Expired({
  state,
  validUntil,
  source,
}: {
  state: EstimateReservationState;
  validUntil: string;
  source: EstimateSource;
}) {
  return (
    <>
      <p className={`${styles.status} ${styles.expired}`}>Expired on {formatDate(validUntil)}</p>
      {state.replacedBy ? null : 'projectId' in source ? (
        <Suspense fallback={null}>
          <AskForNewQuote projectId={source.projectId} state={state} />
        </Suspense>
      ) : (
        <a
          className={buttonClassName('primary', styles.action)}
          href={mailto(`A new quote for estimate ${state.reference}`)}
        >
          Ask for a new quote
        </a>
      )}
    </>
  );
}

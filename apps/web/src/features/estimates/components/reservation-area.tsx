import { useSession } from '@/lib/auth/get-session';
import { useEstimateReservation } from '../api/get-estimate-reservation';
import { recordViewEvent } from '../api/record-view-event';
import { useSiteConfig } from '../api/get-site-config';
import type { ReserveButtonProps } from './reserve-button';
import styles from './reservation.module.css';
import {
  ContactToReserve,
  DepositLine,
  Expired,
  NotCurrent,
  paymentLink,
  ReplacedNotice,
  ReservationExplainer,
  ReserveLink,
  SpotReserved,
} from './reservation-states';

/**
 * 'RESERVE A SPOT' (spec section 2, decisions 37 and 50): leaves for the payment provider's
 * link with the estimate's reference and the signed-in customer's e-mail, beside the deposit;
 * in local mode without a link, the built-in stand-in provider. Once the project is reserved,
 * every version says which one holds the spot; past the valid-until day: 'Expired on {date}'
 * and 'Ask for a new quote'; an estimate the customers are no longer shown is not offered; no
 * link at all: 'Contact us to reserve'.
 */
export default function ReservationArea({ estimate, versionName, source }: ReserveButtonProps) {
  const reservation = useEstimateReservation(source, estimate.id);
  const { data: config } = useSiteConfig();
  // Asked on the public page too (null when signed out), so a customer's link carries the
  // e-mail; staff looking at the page do not pay.
  const { data: user } = useSession();
  const state = reservation.data?.estimates[0];
  const projectReservation = reservation.data?.reservation;
  const payerEmail = user?.type === 'customer' ? user.email : undefined;

  let body;
  if (reservation.isPending) {
    // Nothing to offer until it is known whether the project is already reserved.
    return <div className={styles.area} aria-busy="true" />;
  } else if (projectReservation) {
    body = <SpotReserved reservation={projectReservation} />;
  } else if (state?.expired) {
    body = <Expired state={state} validUntil={estimate.validUntil} source={source} />;
  } else if (state && !state.reservable) {
    body = <NotCurrent />;
  } else {
    const link = config?.paymentLinkUrl;
    body = (
      <>
        <ReservationExplainer
          text={reservation.data?.explainer ?? null}
          versionName={versionName}
          reference={estimate.reference}
        />
        {state ? <DepositLine deposit={state.deposit} /> : null}
        {/* Until the settings are known there is no address to lead to. */}
        {!config ? null : link ? (
          <ReserveLink
            href={paymentLink(link, estimate.reference, payerEmail)}
            onReserve={() => recordViewEvent(source, { kind: 'reserve' })}
            label="RESERVE A SPOT"
          />
        ) : (
          <ContactToReserve reference={estimate.reference} />
        )}
      </>
    );
  }
  return (
    <div className={styles.area}>
      {state?.replacedBy ? <ReplacedNotice replacedBy={state.replacedBy} source={source} /> : null}
      {body}
    </div>
  );
}

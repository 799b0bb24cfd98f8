import { useCurrentUser } from '@/hooks/use-current-user';
import { useEstimateReservation } from '../api/get-estimate-reservation';
import { recordViewEvent } from '../api/record-view-event';
import { useSiteConfig } from '../api/get-site-config';
import type { ReserveButtonProps } from './reserve-button';
import styles from './reservation.module.css';
import {
  ContactToReserve,
  Expired,
  paymentLink,
  ReplacedNotice,
  ReservationExplainer,
  ReserveLink,
  SpotReserved,
} from './reservation-states';

/**
 * 'RESERVE A SPOT' (spec section 2, decision 37): leaves for the payment provider's link with
 * the estimate's reference and the signed-in customer's e-mail; in local mode without a link,
 * the built-in stand-in provider. Reserved: 'Spot reserved on {date}'; past the valid-until
 * day: 'Expired on {date}' and 'Ask for a new quote'; no link at all: 'Contact us to reserve'.
 */
export default function ReservationArea({ estimate, versionName, source }: ReserveButtonProps) {
  const reservation = useEstimateReservation(source, estimate.id);
  const { data: config } = useSiteConfig();
  const { user } = useCurrentUser();
  const state = reservation.data?.estimates[0];
  // The signed-in customer's e-mail; staff looking at the page do not pay.
  const payerEmail = user?.type === 'customer' ? user.email : undefined;

  let body;
  if (state?.reservedAt) {
    body = <SpotReserved reservedAt={state.reservedAt} />;
  } else if (state?.expired) {
    body = <Expired state={state} validUntil={estimate.validUntil} source={source} />;
  } else {
    const link = config?.paymentLinkUrl;
    body = (
      <>
        <ReservationExplainer
          text={reservation.data?.explainer ?? null}
          versionName={versionName}
          reference={estimate.reference}
        />
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

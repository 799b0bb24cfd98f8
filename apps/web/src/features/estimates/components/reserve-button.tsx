import { Button, buttonClassName } from '@/components/ui/button/button';
import { useSiteConfig } from '../api/get-site-config';
import styles from './estimate-page.module.css';

export interface ReserveButtonProps {
  /** Called as the visitor leaves for the payment link (the press is recorded). */
  onReserve: () => void;
}

/**
 * 'RESERVE A SPOT' (spec section 2): leaves for the payment provider's fixed link, the
 * server's PAYMENT_LINK_URL. Until the link is known, or when the server has none, it is
 * shown but cannot be pressed.
 */
export function ReserveButton({ onReserve }: ReserveButtonProps) {
  const { data } = useSiteConfig();
  const link = data?.paymentLinkUrl;
  if (!link) {
    return (
      <Button className={styles.reserve} disabled>
        RESERVE A SPOT
      </Button>
    );
  }
  return (
    <a className={buttonClassName('primary', styles.reserve)} href={link} onClick={onReserve}>
      RESERVE A SPOT
    </a>
  );
}

import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './layout.module.css';

/** The Corner mark (a box's corner) and wordmark; leads to the kitchens gallery. */
export function Logo() {
  return (
    <Link to={paths.kitchens} className={styles.logo} aria-label="Corner, bespoke kitchens">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <path d="M9 8v15h15" fill="none" stroke="var(--color-bg)" strokeWidth="3" />
      </svg>
      <span className={styles.wordmark}>Corner</span>
    </Link>
  );
}

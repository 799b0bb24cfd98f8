import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/get-session';
import styles from './errors.module.css';

/** Where to go from a page that is not there: the caller's projects, the galleries. */
export function WaysOn() {
  const { data: user } = useSession();
  return (
    <nav aria-label="Where to go from here" className={styles.waysOn}>
      {user ? (
        <Link className={buttonClassName('primary')} to={paths.projects}>
          Your projects
        </Link>
      ) : null}
      <Link className={buttonClassName('secondary')} to={paths.kitchens}>
        See our kitchens
      </Link>
      <Link className={buttonClassName('secondary')} to={paths.catalog}>
        Browse components
      </Link>
    </nav>
  );
}

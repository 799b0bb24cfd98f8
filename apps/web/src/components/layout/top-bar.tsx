import { isStaff } from '@corner/contracts/display';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { CurrentUser } from '@/hooks/use-current-user';
import styles from './layout.module.css';
import { Logo } from './logo';
import { MainMenu } from './main-menu';
import type { BackLink } from './route-handle';

export interface TopBarProps {
  back?: BackLink | undefined;
  user: CurrentUser | null;
  onLogout?: (() => void) | undefined;
}

/**
 * Logo, the page's optional back button, MENU, then the way in and around (issue 26): 'Sign in'
 * for a visitor; 'My projects', ADMIN (the back office) for staff and a quiet LOGOUT for a
 * signed-in user.
 */
export function TopBar({ back, user, onLogout }: TopBarProps) {
  return (
    <header className={styles.topBar}>
      <div className={styles.topBarInner}>
        <div className={styles.start}>
          <Logo />
          {back ? (
            <Link to={back.to} className={styles.back}>
              <span aria-hidden="true">←</span> {back.label}
            </Link>
          ) : null}
        </div>
        <div className={styles.actions}>
          <MainMenu />
          {user ? (
            <Link to={paths.projects} className={styles.navLink}>
              My projects
            </Link>
          ) : (
            <Link to={paths.login} className={styles.navLink}>
              Sign in
            </Link>
          )}
          {user && isStaff(user.type) ? (
            <Link to={paths.admin} className={styles.navLink}>
              ADMIN
            </Link>
          ) : null}
          {user ? (
            <button type="button" className={styles.logout} onClick={onLogout}>
              LOGOUT
            </button>
          ) : null}
        </div>
      </div>
    </header>
  );
}

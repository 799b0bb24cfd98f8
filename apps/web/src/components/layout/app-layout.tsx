import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useCurrentUser } from '@/hooks/use-current-user';
import styles from './layout.module.css';
import { backLinkOf } from './route-handle';
import { TopBar } from './top-bar';

// Below the fold on every page: loaded after the page itself, outside the first bundle.
const Footer = lazy(() => import('./footer'));

/** The deepest route's back button, if any route of the match declares one. */
function useBackLink() {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const back = match ? backLinkOf(match.handle, match.params) : undefined;
    if (back) return back;
  }
  return undefined;
}

/** The logout question the app passes in (it belongs to the auth feature). */
export type LogoutDialogComponent = ComponentType<{
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}>;

export interface AppLayoutProps {
  children: ReactNode;
  /** Rendered inside Suspense, so it can be lazy: loaded when a user first asks to log out. */
  LogoutDialog: LogoutDialogComponent;
}

/** The page frame: skip link, top bar, the page itself, footer. */
export function AppLayout({ children, LogoutDialog }: AppLayoutProps) {
  const back = useBackLink();
  const { user } = useCurrentUser();
  const [loggingOut, setLoggingOut] = useState(false);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <TopBar back={back} user={user} onLogout={() => setLoggingOut(true)} />
      {user && loggingOut ? (
        <Suspense fallback={null}>
          <LogoutDialog email={user.email} open onOpenChange={setLoggingOut} />
        </Suspense>
      ) : null}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}

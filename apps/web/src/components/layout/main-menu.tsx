import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styles from './main-menu.module.css';

const loadMenuDialog = () => import('./menu-dialog');
const MenuDialog = lazy(loadMenuDialog);

/**
 * The MENU button. Its modal (./menu-dialog.tsx) loads on first use, and is asked for as soon
 * as a pointer or focus reaches the button, so first pages carry no dialog code. The menu is
 * only open for the location it was opened at: a route change closes it.
 */
export function MainMenu() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const open = openAt === location.key;

  const preload = () => void loadMenuDialog();

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpenAt(location.key);
        }}
      >
        MENU
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MenuDialog
            open={open}
            onOpenChange={(next) => setOpenAt(next ? location.key : null)}
            returnFocusTo={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}

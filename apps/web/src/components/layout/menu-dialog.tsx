import { isStaff } from '@corner/contracts/display';
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { marketingLinks } from '@/config/site';
import { useCurrentUser } from '@/hooks/use-current-user';
import styles from './main-menu.module.css';

export interface MenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The MENU button, which gets focus back when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The menu's modal: Corner's marketing pages and 'Get an estimate →'. Radix traps focus inside
 * and closes it on Escape and on a click on the backdrop.
 */
export default function MenuDialog({ open, onOpenChange, returnFocusTo }: MenuDialogProps) {
  // A visitor without an account asks through the enquiry form; a signed-in user has projects.
  const { user } = useCurrentUser();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-testid="menu-backdrop" />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close menu">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {user ? (
            // On a phone the top bar leaves these to the menu (decision 53).
            <nav aria-label="Your account" data-account="">
              <ul className={styles.links}>
                <li>
                  <Link className={styles.link} to={paths.projects}>
                    My projects
                  </Link>
                </li>
                {isStaff(user.type) ? (
                  <li>
                    <Link className={styles.link} to={paths.admin}>
                      ADMIN
                    </Link>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
          {user ? (
            <nav aria-label="Settings">
              <ul className={styles.links}>
                <li>
                  <Link className={styles.link} to={paths.account}>
                    Your account
                  </Link>
                </li>
              </ul>
            </nav>
          ) : null}
          <nav aria-label="Corner">
            <ul className={styles.links}>
              {marketingLinks.map((link) => (
                <li key={link.href}>
                  <a className={styles.link} href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <Link className={styles.cta} to={user ? paths.projects : paths.getAnEstimate()}>
            Get an estimate →
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

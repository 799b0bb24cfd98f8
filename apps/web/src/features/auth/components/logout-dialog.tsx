import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { logger } from '@/lib/logger';
import { useLogout, useLogoutEverywhere } from '../api/logout';
import styles from './auth.module.css';

export interface LogoutDialogProps {
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The spec's logout question (section 2). Confirming signs out and lands on /; 'Sign out
 * everywhere' ends the user's sessions on every device too (decision 49), e.g. after a lost phone.
 */
export function LogoutDialog({ email, open, onOpenChange }: LogoutDialogProps) {
  const logout = useLogout();
  const logoutEverywhere = useLogoutEverywhere();
  const navigate = useNavigate();
  const pending = logout.isPending || logoutEverywhere.isPending;

  const confirm = (signOut: typeof logout) => () => {
    signOut.mutate(undefined, {
      onError: (error) => logger.error('Logout failed', error),
      onSettled: () => {
        onOpenChange(false);
        void navigate('/');
      },
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title>Are you sure you want to log out?</Dialog.Title>
          <Dialog.Description>Log out of Corner as {email}?</Dialog.Description>
          <p className={styles.muted}>
            Sign out everywhere also ends your sessions on your other devices and browsers.
          </p>
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button variant="secondary" onClick={confirm(logoutEverywhere)} disabled={pending}>
              Sign out everywhere
            </Button>
            <Button onClick={confirm(logout)} disabled={pending}>
              Log out
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default LogoutDialog;

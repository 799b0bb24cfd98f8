import type { AdminUser, UserType } from '@corner/contracts';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from '@/components/ui/button/button';
import { useToast } from '@/components/ui/toast';
import { useChangeUserType } from '../api/users';
import styles from './admin-users.module.css';
import { errorText, userTypeLabels } from './user-labels';

export interface RoleChange {
  user: AdminUser;
  type: UserType;
}

export interface RoleChangeDialogProps {
  change: RoleChange | null;
  onClose: () => void;
}

/** Confirms a role change: it ends the user's sessions, so they sign in again. */
export function RoleChangeDialog({ change, onClose }: RoleChangeDialogProps) {
  const mutation = useChangeUserType();
  const { toast } = useToast();
  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (!change) return;
    mutation.mutate(
      { userId: change.user.id, type: change.type },
      {
        onSuccess: ({ user }) => {
          toast.success(`${user.email} is now ${userTypeLabels[user.type].toLowerCase()}`);
          close();
        },
      },
    );
  };
  return (
    <AlertDialog.Root open={change !== null} onOpenChange={(open) => (open ? null : close())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title>Change role</AlertDialog.Title>
          {change ? (
            <AlertDialog.Description>
              Make {change.user.email} {userTypeLabels[change.type].toLowerCase()} instead of{' '}
              {userTypeLabels[change.user.type].toLowerCase()}? They are signed out everywhere and
              have the new role when they sign in again.
            </AlertDialog.Description>
          ) : null}
          {mutation.isError ? (
            <p role="alert" className={styles.error}>
              {errorText(mutation.error)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <Button disabled={mutation.isPending} onClick={confirm}>
              {mutation.isPending ? 'Changing…' : 'Change role'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

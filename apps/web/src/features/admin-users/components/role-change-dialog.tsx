import type { AdminUser, UserType } from '@corner/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { saveFailure } from '@/components/ui/form';
import { ConfirmDialog } from '@/components/ui/form/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useChangeUserType } from '../api/change-user-type';
import { usersChanged } from '../api/keys';
import { userTypeLabels } from './user-labels';

export interface RoleChange {
  user: AdminUser;
  type: UserType;
}

export interface RoleChangeDialogProps {
  change: RoleChange | null;
  onClose: () => void;
}

const subject = { noun: 'user' };

/**
 * Confirms a role change: it ends the user's sessions, so they sign in again. The change is
 * made from the user as listed; after a stale save, Reload refreshes the list and closes.
 */
export function RoleChangeDialog({ change, onClose }: RoleChangeDialogProps) {
  const mutation = useChangeUserType();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (!change) return;
    mutation.mutate(
      { user: change.user, type: change.type },
      {
        onSuccess: ({ user }) => {
          toast.success(`${user.email} is now ${userTypeLabels[user.type].toLowerCase()}`);
          close();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      title="Change role"
      description={
        change ? (
          <>
            Make {change.user.email} {userTypeLabels[change.type].toLowerCase()} instead of{' '}
            {userTypeLabels[change.user.type].toLowerCase()}? They are signed out everywhere and
            have the new role when they sign in again.
          </>
        ) : null
      }
      confirmLabel="Change role"
      pendingLabel="Changing…"
      pending={mutation.isPending}
      {...saveFailure(mutation.error, {
        subject,
        onReload: () => void usersChanged(queryClient).then(close),
      })}
      open={change !== null}
      onOpenChange={(open) => (open ? null : close())}
      onConfirm={confirm}
    />
  );
}

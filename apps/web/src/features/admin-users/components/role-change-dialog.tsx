import type { AdminUser, UserType } from '@corner/contracts';
import { ConfirmDialog } from '@/components/ui/form/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useChangeUserType } from '../api/change-user-type';
import { errorText } from '@/components/ui/form/error-text';
import { userTypeLabels } from './user-labels';

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
      error={mutation.isError ? errorText(mutation.error) : null}
      open={change !== null}
      onOpenChange={(open) => (open ? null : close())}
      onConfirm={confirm}
    />
  );
}

import type { AdminUser, UserType, UserTypeChanged } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userPath, usersChanged } from './keys';

/** PUT /admin/users/{id}/type: the role, from the user as listed; the user's sessions end. */
export function changeUserType(user: Pick<AdminUser, 'id' | 'revision'>, type: UserType) {
  return api.put<UserTypeChanged>(`${userPath(user.id)}/type`, { type, revision: user.revision });
}

export function useChangeUserType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, type }: { user: AdminUser; type: UserType }) => changeUserType(user, type),
    onSuccess: () => usersChanged(queryClient),
  });
}

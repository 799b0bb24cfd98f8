import type { UserType, UserTypeChanged } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userPath, usersChanged } from './keys';

/** PUT /admin/users/{id}/type: the role; the user's sessions end. */
export function changeUserType(userId: string, type: UserType) {
  return api.put<UserTypeChanged>(`${userPath(userId)}/type`, { type });
}

export function useChangeUserType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, type }: { userId: string; type: UserType }) =>
      changeUserType(userId, type),
    onSuccess: () => usersChanged(queryClient),
  });
}

import type { AdminUser, UpdateUserRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userPath, usersChanged } from './keys';

/** PUT /admin/users/{id}: e-mail and name. */
export function updateUser(userId: string, request: UpdateUserRequest) {
  return api.put<AdminUser>(userPath(userId), request);
}

/** Saves the user from the revision the editor opened (a stale one answers 409). */
export function useUpdateUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateUserRequest) => updateUser(userId, request),
    onSuccess: () => usersChanged(queryClient),
  });
}

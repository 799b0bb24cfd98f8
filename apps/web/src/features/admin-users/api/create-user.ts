import type { AdminUser, CreateUserRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersChanged } from './keys';

/** POST /admin/users: a new user (a staff invite). */
export function createUser(request: CreateUserRequest) {
  return api.post<AdminUser>('/admin/users', request);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => usersChanged(queryClient),
  });
}

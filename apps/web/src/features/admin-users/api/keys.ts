import type { QueryClient } from '@tanstack/react-query';
import type { UsersQuery } from './get-users';

/** Query keys of the back office's users. */
export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (query: UsersQuery) => [...userKeys.all, 'list', query] as const,
};

/** After any change: every list shows it. */
export function usersChanged(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: userKeys.all });
}

export const userPath = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`;

import type {
  AdminUser,
  AdminUserList,
  CreateUserRequest,
  UpdateUserRequest,
  UserType,
  UserTypeChanged,
} from '@corner/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

export interface UsersQuery {
  search?: string | undefined;
  type?: UserType | undefined;
  page?: number | undefined;
}

export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (query: UsersQuery) => [...userKeys.all, 'list', query] as const,
};

const userPath = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`;

/** GET /admin/users: staff and customers by e-mail, a page (admins only). */
export function getUsers(query: UsersQuery = {}, signal?: AbortSignal) {
  return api.get<AdminUserList>('/admin/users', {
    query: { search: query.search || undefined, type: query.type, page: query.page },
    signal,
  });
}

export function getUsersQueryOptions(query: UsersQuery = {}) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    ...queryPresets.projectMeta,
  });
}

export function useUsers(query: UsersQuery = {}) {
  return useQuery({ ...getUsersQueryOptions(query), placeholderData: keepPreviousData });
}

/** After any change: every list shows it. */
function useUsersChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.all });
}

/** POST /admin/users: a new user (a staff invite). */
export function useCreateUser() {
  const changed = useUsersChanged();
  return useMutation({
    mutationFn: (request: CreateUserRequest) => api.post<AdminUser>('/admin/users', request),
    onSuccess: changed,
  });
}

/** PUT /admin/users/{id}: e-mail and name. */
export function useUpdateUser(userId: string) {
  const changed = useUsersChanged();
  return useMutation({
    mutationFn: (request: UpdateUserRequest) => api.put<AdminUser>(userPath(userId), request),
    onSuccess: changed,
  });
}

/** PUT /admin/users/{id}/type: the role; the user's sessions end. */
export function useChangeUserType() {
  const changed = useUsersChanged();
  return useMutation({
    mutationFn: ({ userId, type }: { userId: string; type: UserType }) =>
      api.put<UserTypeChanged>(`${userPath(userId)}/type`, { type }),
    onSuccess: changed,
  });
}

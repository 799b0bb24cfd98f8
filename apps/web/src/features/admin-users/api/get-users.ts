import type { AdminUserList, UserType } from '@corner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';
import { userKeys } from './keys';

export interface UsersQuery {
  search?: string | undefined;
  type?: UserType | undefined;
  page?: number | undefined;
}

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

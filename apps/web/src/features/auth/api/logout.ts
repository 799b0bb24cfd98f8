import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signInStorage } from '@/lib/auth/sign-in-storage';
import { getSessionQueryOptions } from '@/lib/auth/get-session';

/** POST /auth/logout: ends the session on the server. */
export function logout() {
  return api.post<null>('/auth/logout');
}

/** Whatever the server says, the profile and the stored e-mail are gone afterwards. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      signInStorage.clear();
      queryClient.removeQueries();
      queryClient.setQueryData(getSessionQueryOptions().queryKey, null);
    },
  });
}

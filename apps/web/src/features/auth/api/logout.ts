import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signInStorage } from '@/lib/auth/sign-in-storage';
import { getSessionQueryOptions } from '@/lib/auth/get-session';

/** POST /auth/logout: ends the session on the server. */
export function logout() {
  return api.post<null>('/auth/logout');
}

/** POST /auth/logout-everywhere: ends every session of the user, on every device. */
export function logoutEverywhere() {
  return api.post<null>('/auth/logout-everywhere');
}

/** Whatever the server says, the profile and the stored e-mail are gone afterwards. */
function useSignOut(signOut: () => Promise<null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      signInStorage.clear();
      queryClient.removeQueries();
      queryClient.setQueryData(getSessionQueryOptions().queryKey, null);
    },
  });
}

export const useLogout = () => useSignOut(logout);
export const useLogoutEverywhere = () => useSignOut(logoutEverywhere);

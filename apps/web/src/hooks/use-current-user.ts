import type { UserType } from '@corner/contracts/display';
import { useQuery } from '@tanstack/react-query';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { signInStorage } from '@/lib/auth/sign-in-storage';

/** The signed-in user, as the layout needs it (null while loading or when signed out). */
export interface CurrentUser {
  email: string;
  name: string;
  type: UserType;
}

/**
 * Public pages ask for the session only when this browser has signed in before (the stored
 * e-mail), so anonymous visitors cause no 401 call; protected routes always ask.
 */
export function useCurrentUser(): { user: CurrentUser | null } {
  const { data } = useQuery({
    ...getSessionQueryOptions(),
    enabled: signInStorage.email() !== null,
  });
  return { user: data ?? null };
}

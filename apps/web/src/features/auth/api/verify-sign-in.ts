import type { UserProfile, VerifyRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getSessionQueryOptions } from '@/lib/auth/get-session';

/** POST /auth/verify: uses the link's token up and starts a session (the cookie). */
export function verifySignIn(request: VerifyRequest) {
  return api.post<UserProfile>('/auth/verify', request);
}

export function useVerifySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySignIn,
    onSuccess: async (profile) => {
      // A session check still in flight from before the sign-in would answer 401 and
      // overwrite the new profile with null: cancel it first.
      const { queryKey } = getSessionQueryOptions();
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, profile);
    },
  });
}

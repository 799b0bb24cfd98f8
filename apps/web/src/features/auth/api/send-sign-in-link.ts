import type { SignInLinkRequest } from '@corner/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signInStorage } from '@/lib/auth/sign-in-storage';

/** POST /auth/sign-in-link: the answer is the same whether or not the e-mail has an account. */
export function sendSignInLink(request: SignInLinkRequest) {
  return api.post<{ message: string }>('/auth/sign-in-link', request);
}

export function useSendSignInLink() {
  return useMutation({
    mutationFn: sendSignInLink,
    onSuccess: (_answer, request) => {
      signInStorage.setEmail(request.email);
      signInStorage.setReturnTo(request.returnTo ?? null);
    },
  });
}

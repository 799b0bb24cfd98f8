import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProjectPath } from './keys';

/** POST /admin/projects/{id}/customers/{userId}/sign-in-link: mails the customer a link. */
export function sendCustomerSignInLink(projectId: string, userId: string) {
  return api.post<{ message: string }>(
    `${adminProjectPath(projectId)}/customers/${encodeURIComponent(userId)}/sign-in-link`,
  );
}

export function useSendCustomerSignInLink(projectId: string) {
  return useMutation({
    mutationFn: (userId: string) => sendCustomerSignInLink(projectId, userId),
  });
}

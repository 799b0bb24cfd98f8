import type { UserProfile } from '@corner/contracts';
import { answerCalls as answerApiCalls, type Answer, type Call } from '@/testing/answer-calls';
import { getSessionQueryOptions } from '@/lib/auth/get-session';

/* Shared by the sign-in page tests: a user, a signed-out cache, and planned API answers. */

export const casey: UserProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'casey@corner.example',
  type: 'customer',
  name: 'Casey Walker',
};

export const calls: Call[] = [];

/** Answers the API calls of a test by "METHOD /path" into the shared `calls`. */
export const answerCalls = (answers: Record<string, Answer | Answer[]>) =>
  answerApiCalls(answers, { calls });

export const signedOut: [readonly unknown[], unknown] = [getSessionQueryOptions().queryKey, null];

export function resetAuthTest() {
  window.localStorage.clear();
  calls.length = 0;
}

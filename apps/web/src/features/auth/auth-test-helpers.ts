import type { UserProfile } from '@corner/contracts';
import { vi } from 'vitest';
import { getSessionQueryOptions } from './api/get-session';

/* Shared by the sign-in page tests: a user, a signed-out cache, and planned API answers. */

export const casey: UserProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'casey@corner.example',
  type: 'customer',
  name: 'Casey Walker',
};

type Answer = { status: number; body?: unknown };
export const calls: Array<{ method: string; path: string; body: unknown }> = [];

/** Answers the API calls of a test by "METHOD /path"; any other call fails the test. */
export function answerCalls(answers: Record<string, Answer | Answer[]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const path = new URL(input).pathname.replace('/api/v1', '');
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const planned = answers[`${method} ${path}`];
      const answer = Array.isArray(planned) ? planned.shift() : planned;
      if (!answer) throw new Error(`Unexpected call ${method} ${path}`);
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      return new Response(answer.status === 204 ? null : text, { status: answer.status });
    }),
  );
}

export const signedOut: [readonly unknown[], unknown] = [getSessionQueryOptions().queryKey, null];

export function resetAuthTest() {
  window.localStorage.clear();
  calls.length = 0;
}

import { vi } from 'vitest';

/* Planned API answers for component tests (the fetch of the one API client). */

type Answer = { status: number; body?: unknown };
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers the API calls of a test by "METHOD /path" (below /api/v1, without the query); any
 * other call fails. A list answers one call each, in order. Returns the calls made.
 */
export function answerCalls(answers: Record<string, Answer | Answer[]>): Call[] {
  const calls: Call[] = [];
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
  return calls;
}

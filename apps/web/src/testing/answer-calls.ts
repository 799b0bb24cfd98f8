import { vi } from 'vitest';

/* Planned API answers for component tests: the app's real client, a stubbed fetch. */

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
/** A reply, or a function for a reply that comes later (e.g. to test a pending state). */
export type Answer = Reply | (() => Promise<Reply>);

/**
 * Reads that screens make around what a test is about, answered unless the test plans them:
 * the unread message counts every project list and project page shows (issue 36), and who last
 * changed the thing a back-office page or dialog edits (issue 39; nothing recorded).
 */
export const everyScreenReads: Record<string, Reply> = {
  'GET /messages/unread': { status: 200, body: [] },
  'GET /admin/last-change': { status: 200, body: null },
};

/** The answer of one of `everyScreenReads` to a fetch of this address, else undefined. */
export function everyScreenRead(input: unknown, method = 'GET'): Response | undefined {
  const url = new URL(String(input), 'http://localhost');
  const reply = everyScreenReads[`${method} ${url.pathname.replace('/api/v1', '')}`];
  return reply ? new Response(JSON.stringify(reply.body), { status: reply.status }) : undefined;
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export interface AnswerCallsOptions {
  /** Where the calls are written; a new list by default. */
  calls?: Call[];
  /** The answer to a call the plan does not name; without one such a call fails the test. */
  otherwise?: (method: string, path: string) => Reply | undefined;
  /**
   * Reads a screen makes besides what the test is about, by "METHOD /path" or by a function:
   * answered each time, not recorded.
   */
  background?: Record<string, Reply> | ((method: string, path: string) => Reply | undefined);
}

/**
 * Answers the API calls of a test by "METHOD /path" (below /api/v1, without the query); a
 * list answers one call each, in order. Any other call fails. Returns the calls made.
 */
export function answerCalls(
  answers: Record<string, Answer | Answer[]>,
  { calls = [], otherwise, background = {} }: AnswerCallsOptions = {},
): Call[] {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const path = new URL(input).pathname.replace('/api/v1', '');
      const method = init.method ?? 'GET';
      const body: unknown =
        typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
      const quiet =
        typeof background === 'function'
          ? background(method, path)
          : background[`${method} ${path}`];
      if (quiet) return new Response(JSON.stringify(quiet.body), { status: quiet.status });
      const planned = answers[`${method} ${path}`];
      const usual = planned === undefined ? everyScreenRead(input, method) : undefined;
      if (usual) return usual;
      calls.push({ method, path, body });
      const next =
        (Array.isArray(planned) ? planned.shift() : planned) ?? otherwise?.(method, path);
      if (!next) throw new Error(`Unexpected call ${method} ${path}`);
      const reply = typeof next === 'function' ? await next() : next;
      const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
      return new Response(reply.status === 204 ? null : text, {
        status: reply.status,
        headers: reply.headers,
      });
    }),
  );
  return calls;
}

/** GET /admin/last-change's answer: dana@corner.test changed the thing on 20 November 2026. */
export const lastChangeByDana: Reply = {
  status: 200,
  body: { actor: { email: 'dana@corner.test' }, occurredAt: '2026-11-20T09:30:00.000Z' },
};

/** The query of each fetch made to `path` (below /api/v1) since fetch was stubbed, in order. */
export function queriesSentTo(path: string): Record<string, string>[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(input as string, 'http://localhost'))
    .filter((url) => url.pathname.replace('/api/v1', '') === path)
    .map((url) => Object.fromEntries(url.searchParams));
}

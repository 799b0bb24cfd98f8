import type { DesignVersion, Estimate, UserProfile } from '@corner/contracts';
import { vi } from 'vitest';
import { getSessionQueryOptions } from '@/features/auth/api/get-session';
import { makeEstimate, makeImage } from '@/testing/fixtures';

/* Data and planned API answers for the design-versions tests. */

export const projectId = 'project-1';

export function makeVersion(n: number, overrides: Partial<DesignVersion> = {}): DesignVersion {
  return {
    id: `version-${n}`,
    projectId,
    name: `Version ${n}`,
    createdAt: `2025-03-1${n}T12:30:00.000Z`,
    estimateId: null,
    estimateStatus: 'not_calculated',
    estimate: null,
    renders: {
      attachments: [1, 2].map((image) =>
        makeImage(image, {
          id: `render-${n}-${image}`,
          filename: `render-${n}-${image}.png`,
          thumbnailsLarge: `/files/render-${n}-${image}-large.png`,
        }),
      ),
    },
    fronts: [],
    boxes: [],
    hardware: [],
    functionalities: [],
    openingSystems: [],
    accessories: [],
    countertops: [],
    ...overrides,
  };
}

export function estimated(version: DesignVersion, overrides: Partial<Estimate> = {}) {
  const estimate = makeEstimate({
    id: `estimate-of-${version.id}`,
    designVersionId: version.id,
    ...overrides,
  });
  return { ...version, estimateId: estimate.id, estimateStatus: 'completed', estimate } as const;
}

export const designer: UserProfile = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'designer@corner.example',
  type: 'designer',
  name: 'Dana Designer',
};

export const customer: UserProfile = {
  ...designer,
  email: 'customer@corner.example',
  type: 'customer',
};

export const signedIn = (user: UserProfile): [readonly unknown[], unknown] => [
  getSessionQueryOptions().queryKey,
  user,
];

export type Answer =
  { status: number; body?: unknown } | (() => Promise<{ status: number; body?: unknown }>);
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answers the calls of a test by "METHOD /path" (in turn when a list); others fail it. */
export function answerCalls(answers: Record<string, Answer | Answer[]>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const path = new URL(input).pathname.replace('/api/v1', '');
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const planned = answers[`${method} ${path}`];
      const next = Array.isArray(planned) ? planned.shift() : planned;
      if (!next) throw new Error(`Unexpected call ${method} ${path}`);
      const answer = typeof next === 'function' ? await next() : next;
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      return new Response(answer.status === 204 ? null : text, { status: answer.status });
    }),
  );
  return calls;
}

/** A promise the test resolves when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

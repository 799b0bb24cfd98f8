import type { AdminDesignVersion, AdminProject, CatalogSearchResult } from '@corner/contracts';
import { vi } from 'vitest';
import { makeImage } from '@/testing/fixtures';

/* Data in the API's shapes and planned API answers for the back-office project tests. */

export const projectId = '10000000-0000-4000-8000-000000000001';
export const versionId = '30000000-0000-4000-8000-000000000001';

export function makeAdminProject(overrides: Partial<AdminProject> = {}): AdminProject {
  return {
    id: projectId,
    name: 'Harbour kitchen',
    status: 'estimation',
    isDemo: false,
    createdAt: '2025-02-01T10:00:00.000Z',
    activeDesignVersionId: null,
    customers: [
      { id: '20000000-0000-4000-8000-000000000001', email: 'nora@corner.test', name: 'nora' },
    ],
    designVersions: [
      {
        id: versionId,
        name: 'Harbour oak',
        createdAt: '2025-02-02T09:30:00.000Z',
        estimateId: null,
        lineCount: 2,
        renderCount: 1,
      },
    ],
    ...overrides,
  };
}

export function makeAdminVersion(overrides: Partial<AdminDesignVersion> = {}): AdminDesignVersion {
  return {
    id: versionId,
    projectId,
    name: 'Harbour oak',
    createdAt: '2025-02-02T09:30:00.000Z',
    lines: [
      {
        id: 'line-1',
        category: 'front',
        catalogItemId: 'item-1',
        name: 'Smoked oak front',
        image: null,
        quantity: 4,
        unit: 'piece',
        unitPrice: 189.9,
      },
      {
        id: 'line-2',
        category: 'countertop',
        catalogItemId: null,
        name: 'Quartz worktop',
        image: null,
        quantity: 2.5,
        unit: 'm',
        unitPrice: 420,
      },
    ],
    renders: [
      makeImage(1, { id: 'image-1', filename: 'left.png' }),
      makeImage(2, { id: 'image-2', filename: 'right.png' }),
    ],
    ...overrides,
  };
}

export const catalogResult: CatalogSearchResult = {
  items: [
    {
      id: '40000000-0000-4000-8000-000000000001',
      category: 'front',
      name: 'Smoked oak front',
      unit: 'piece',
      unitPrice: 189.9,
      image: null,
      isPublic: true,
    },
  ],
  page: 1,
  pageSize: 10,
  total: 1,
};

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

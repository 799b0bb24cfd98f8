import type {
  AdminDesignVersion,
  AdminProject,
  CatalogSearchResult,
  DesignSignOff,
  OptionGroup,
  ProjectSignOffs,
} from '@corner/contracts';
import {
  answerCalls as answerApiCalls,
  type AnswerCallsOptions,
  type Call,
} from '@/testing/answer-calls';
import { makeImage, makePaymentSchedule } from '@/testing/fixtures';

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
    shownToCustomers: { kind: 'nothing' },
    designerId: null,
    reservation: null,
    revision: 2,
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
    options: [],
    ...overrides,
  };
}

export const catalogResult: CatalogSearchResult = {
  items: [
    {
      id: '40000000-0000-4000-8000-000000000001',
      category: 'front',
      name: 'Smoked oak front',
      slug: 'smoked-oak-front',
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

/** Options as the API stores them: another front for line-1, a pantry to add, assembly. */
export const optionGroups: OptionGroup[] = [
  {
    id: 'front',
    label: 'Front finish',
    kind: 'swap',
    lineId: 'line-1',
    optional: false,
    items: [
      {
        id: '4000000000',
        catalogItemId: '40000000-0000-4000-8000-000000000002',
        category: 'front',
        name: 'Walnut slab front',
        imageId: null,
        unit: 'piece',
        unitPrice: '214.50',
        quantity: null,
      },
    ],
  },
  {
    id: 'pantry',
    label: 'Pantry',
    kind: 'add',
    items: [
      {
        id: '4000000001',
        catalogItemId: '40000000-0000-4000-8000-000000000003',
        category: 'accessory',
        name: 'Pull-out pantry 300',
        imageId: null,
        unit: 'piece',
        unitPrice: '640',
        quantity: '1',
      },
    ],
  },
  { id: 'assembly', label: 'Assembly', kind: 'assembly' },
];

export const designerChoices = [
  { id: '20000000-0000-4000-8000-000000000009', name: 'Dana Reyes', email: 'dana@corner.test' },
  { id: '20000000-0000-4000-8000-000000000008', name: 'Alex Morgan', email: 'alex@corner.test' },
];

/** A design sent for sign-off with one drawing, waiting for the customer (issue 38 point 3). */
export function makeDesignSignOff(overrides: Partial<DesignSignOff> = {}): DesignSignOff {
  return {
    id: '50000000-0000-4000-8000-000000000001',
    designVersionId: versionId,
    designVersionName: 'Harbour oak',
    state: 'requested',
    requestedAt: '2025-03-01T10:00:00.000Z',
    requestedBy: 'Dana Reyes',
    messageId: '36000000-0000-4000-8000-000000000001',
    drawings: [
      {
        id: '36000000-0000-4000-8000-0000000000d1',
        kind: 'pdf',
        name: 'plan.pdf',
        url: '/files/plan.pdf',
        thumbnailUrl: null,
        bytes: 2048,
      },
    ],
    changesAskedAt: null,
    approval: null,
    withdrawn: null,
    ...overrides,
  };
}

export function makeProjectSignOffs(overrides: Partial<ProjectSignOffs> = {}): ProjectSignOffs {
  return { current: null, earlier: [], terms: null, signature: 'optional', ...overrides };
}

/** The signed-in staff member: Dana, who becomes the designer of a project she creates. */
const staffReads = {
  'GET /auth/session': {
    status: 200,
    body: { id: designerChoices[0]!.id, email: 'dana@corner.test', type: 'designer', name: 'Dana' },
  },
  'GET /admin/projects/designers': { status: 200, body: designerChoices },
  // The project page's list of variants customers asked for (issue 37): none.
  [`GET /project/${projectId}/variant-requests`]: { status: 200, body: [] },
  // Its acceptance (issue 38): none yet.
  [`GET /project/${projectId}/acceptances`]: {
    status: 200,
    body: { current: null, withdrawn: [], terms: null, signature: 'optional' },
  },
  // Its design sign-off (issue 38 point 3): none asked for.
  [`GET /project/${projectId}/design-sign-offs`]: { status: 200, body: makeProjectSignOffs() },
  // Who last changed it and its history (issue 39): nothing recorded.
  'GET /admin/last-change': { status: 200, body: null },
  [`GET /admin/projects/${projectId}/history`]: {
    status: 200,
    body: { events: [], nextBefore: null },
  },
  // Its payment schedule (issue 38): the company's.
  [`GET /project/${projectId}/payment-schedule`]: {
    status: 200,
    body: makePaymentSchedule({ stored: false }),
  },
};

/** Planned answers, as the shared answerCalls, with the staff screens' own reads answered. */
export function answerCalls(
  answers: Parameters<typeof answerApiCalls>[0],
  options: AnswerCallsOptions = {},
) {
  return answerApiCalls(answers, {
    ...options,
    background: { ...staffReads, ...options.background },
  });
}
export type { Call };

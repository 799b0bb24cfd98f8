import type {
  Batch,
  BatchSummary,
  DesignVersion,
  BatchEstimate,
  EstimatePageStatistics,
  EstimateParams,
  UserProfile,
  ViewStatistics,
} from '@corner/contracts';
import { getDesignVersionQueryOptions } from '@/api/get-design-version';
import { projectKeys } from '@/api/project-keys';
import { getProjectSummaryQueryOptions } from '@/api/get-project-summary';
import { getProjectViewStatisticsQueryOptions } from '@/api/get-project-view-statistics';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import {
  answerCalls as answerApiCalls,
  type AnswerCallsOptions,
  type Call,
  type Reply,
} from '@/testing/answer-calls';
import { getEstimatePageStatisticsQueryOptions } from './api/estimate-page-statistics';
import { getBatchQueryOptions } from './api/get-batch';
import { getBatchEstimatesQueryOptions } from './api/get-batch-estimates';
import { getBatchesQueryOptions } from './api/get-batches';
import { getRequoteRequestsQueryOptions } from './api/requote-requests';

/* Shared by the batches screen tests: data in the API's shapes and planned API answers. */

export const projectId = '10000000-0000-4000-8000-000000000001';
export const batchId = '20000000-0000-4000-8000-000000000001';
export const versionIds = [
  '30000000-0000-4000-8000-000000000001',
  '30000000-0000-4000-8000-000000000002',
] as const;

export function makeParams(overrides: Partial<EstimateParams> = {}): EstimateParams {
  return {
    id: '40000000-0000-4000-8000-000000000001',
    country: 'eu',
    size: 'medium',
    assembled: true,
    usPart: null,
    distance: 'near',
    deliveryType: null,
    isCountertopDeliverySeparated: false,
    measurements: 120.5,
    installation: 300,
    currency: 'gbp',
    dollarRate: '0.7900',
    revision: 3,
    ...overrides,
  };
}

export function makeBatchSummary(overrides: Partial<BatchSummary> = {}): BatchSummary {
  return {
    id: batchId,
    name: 'initial estimate',
    createdAt: '2025-01-05T15:04:00.000Z',
    designVersionsCount: 2,
    isEstimateParams: true,
    ...overrides,
  };
}

export function makeBatch(overrides: Partial<Batch> = {}): Batch {
  return {
    id: batchId,
    name: 'initial estimate',
    createdAt: '2025-01-05T15:04:00.000Z',
    designVersions: [
      {
        id: versionIds[0],
        projectId,
        name: 'Oak and linen',
        createdAt: '2025-01-03T10:00:00.000Z',
        estimateId: null,
      },
      {
        id: versionIds[1],
        projectId,
        name: '',
        createdAt: '2025-01-04T16:30:00.000Z',
        estimateId: null,
      },
    ],
    estimateParams: makeParams(),
    createdEstimatePage: null,
    projectReservation: null,
    ...overrides,
  };
}

export function makeEstimate(overrides: Partial<BatchEstimate> = {}): BatchEstimate {
  return {
    id: '50000000-0000-4000-8000-000000000001',
    reference: 'E-2024-0001',
    designVersionId: versionIds[0],
    currency: 'usd',
    totalCost: 12345.6,
    materialsCost: 8000,
    componentsCost: 2345.6,
    countertopCost: 0,
    assemblyCost: 0,
    deliveryCost: 2000,
    measurementsCost: 0,
    installationCost: 0,
    validUntil: '2025-01-05',
    createdAt: '2024-12-06T09:00:00.000Z',
    priceList: { version: 1, savedAt: null },
    ...overrides,
  };
}

export function makeDesignVersion(overrides: Partial<DesignVersion> = {}): DesignVersion {
  return {
    id: versionIds[0],
    projectId,
    name: 'Oak and linen',
    createdAt: '2025-01-03T10:00:00.000Z',
    estimateId: null,
    estimateStatus: 'not_calculated',
    estimate: null,
    renders: { attachments: [] },
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

/** Who opened what, as a page nobody opened yet shows it; its customer has an e-mail. */
export const quietStatistics: ViewStatistics = {
  opens: 0,
  openDays: 0,
  lastOpenedAt: null,
  reservePresses: 0,
  versionsViewed: [],
  opensPerDay: [],
  customerEmails: ['casey@corner.example'],
};

const quietPageStatistics = (pageId: string): EstimatePageStatistics => ({
  ...quietStatistics,
  estimatePageId: pageId,
  lastSentAt: null,
});

/** The batches screen's statistics reads, answered as for pages nobody opened yet. */
function statisticsReads(method: string, path: string): Reply | undefined {
  if (method !== 'GET') return undefined;
  if (path.endsWith('/view-statistics')) return { status: 200, body: quietStatistics };
  const page = /\/estimate-pages\/([^/]+)\/statistics$/.exec(path);
  return page ? { status: 200, body: quietPageStatistics(page[1]!) } : undefined;
}

/** The same statistics as query data, for tests that seed the screen instead of answering. */
function quietStatisticsData(batch: Batch): QueryData {
  const page = batch.createdEstimatePage;
  return [
    [getProjectViewStatisticsQueryOptions(projectId).queryKey, quietStatistics],
    ...(page
      ? [
          [
            getEstimatePageStatisticsQueryOptions(projectId, page.id).queryKey,
            quietPageStatistics(page.id),
          ] as QueryData[number],
        ]
      : []),
  ];
}

/** A page slug checked as it is typed (decision 54): free, unless the test plans its answer. */
export function freeSlugCheck(method: string, path: string): Reply | undefined {
  const match = /^\/estimate-page-slugs\/([^/]+)$/.exec(path);
  if (method !== 'GET' || !match) return undefined;
  const slug = decodeURIComponent(match[1]!);
  return { status: 200, body: { slug, available: true, suggestion: slug } };
}

/**
 * Planned answers, as the shared answerCalls, with the screen's statistics reads answered
 * and every slug check the plan does not name answered as free.
 */
export function answerCalls(
  answers: Parameters<typeof answerApiCalls>[0],
  options: AnswerCallsOptions = {},
) {
  const background = (method: string, path: string) =>
    statisticsReads(method, path) ??
    (answers[`${method} ${path}`] ? undefined : freeSlugCheck(method, path));
  return answerApiCalls(answers, { background, ...options });
}
export type { Call };

export const batchApiPath = `/project/${projectId}/batches/${batchId}`;
export const batchesScreenUrl = `/project/${projectId}/design-versions`;

export const designer: UserProfile = {
  id: '00000000-0000-4000-8000-000000000009',
  email: 'designer@corner.example',
  type: 'designer',
  name: 'Dana Designer',
};

type QueryData = [readonly unknown[], unknown][];

/**
 * The batches screen's reads as query data: who is signed in (the designer), the project, its
 * batches with `batch` open and its versions, the statistics as nobody opened anything, no
 * open requests (new quotes, variants), and `estimates` as the open batch's estimates. A null
 * batch: the project has none.
 */
export function seedBatchesScreen(
  batch: Batch | null,
  { profile = designer, estimates }: { profile?: UserProfile; estimates?: BatchEstimate[] } = {},
): QueryData {
  const data: QueryData = [
    [getSessionQueryOptions().queryKey, profile],
    [getProjectSummaryQueryOptions(projectId).queryKey, { id: projectId, name: 'Walker kitchen' }],
    [getRequoteRequestsQueryOptions(projectId).queryKey, []],
    [projectKeys.variantRequests(projectId), []],
  ];
  if (!batch) return data;
  data.push(
    [getBatchesQueryOptions(projectId).queryKey, [makeBatchSummary()]],
    [getBatchQueryOptions(projectId, batch.id).queryKey, batch],
    ...quietStatisticsData(batch),
  );
  const estimateIds = batch.designVersions.flatMap((version) =>
    version.estimateId ? [version.estimateId] : [],
  );
  if (estimates && estimateIds.length > 0) {
    data.push([
      getBatchEstimatesQueryOptions(projectId, batch.id, estimateIds).queryKey,
      estimates,
    ]);
  }
  for (const version of batch.designVersions) {
    data.push([
      getDesignVersionQueryOptions(projectId, version.id).queryKey,
      makeDesignVersion({ id: version.id, name: version.name, createdAt: version.createdAt }),
    ]);
  }
  return data;
}

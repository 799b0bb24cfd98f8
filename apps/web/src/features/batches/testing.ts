import type {
  Batch,
  BatchSummary,
  DesignVersion,
  Estimate,
  EstimateParams,
} from '@corner/contracts';

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
    ...overrides,
  };
}

export function makeEstimate(overrides: Partial<Estimate> = {}): Estimate {
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

export { answerCalls, type Call } from '@/testing/answer-calls';

export const batchApiPath = `/project/${projectId}/batches/${batchId}`;

import type { VariantRequest } from '@corner/contracts';

/* Data in the API's shapes for the tests of the variants customers asked for (issue 37). */

export const projectId = '10000000-0000-4000-8000-000000000001';
export const requestId = '60000000-0000-4000-8000-000000000001';
export const listPath = `/project/${projectId}/variant-requests`;
export const makeVersionPath = `${listPath}/${requestId}/make-version`;

/** Nora asked for Oak & Brass with the oak worktop; the price she was shown holds. */
export function makeVariantRequest(overrides: Partial<VariantRequest> = {}): VariantRequest {
  return {
    id: requestId,
    projectId,
    designVersionId: '30000000-0000-4000-8000-000000000001',
    designVersionName: 'Oak & Brass',
    estimateId: '50000000-0000-4000-8000-000000000001',
    estimateReference: 'E-2025-0042',
    customer: {
      id: '20000000-0000-4000-8000-000000000001',
      name: 'Nora Walker',
      email: 'nora@corner.test',
    },
    choices: { worktop: 'item:40000000-0000-4000-8000-000000000002', assembly: 'assembled' },
    chosen: [
      { group: 'Worktop', choice: 'Solid Oak Worktop 40 mm' },
      { group: 'Assembly', choice: 'Assembled' },
    ],
    currency: 'usd',
    shownTotal: 12345.6,
    askedAt: '2025-03-04T14:30:00.000Z',
    revision: 2,
    check: {
      kind: 'priced',
      total: 12345.6,
      difference: 0,
      priceListVersion: 3,
      shownPriceListVersion: 3,
      why: null,
    },
    ...overrides,
  };
}

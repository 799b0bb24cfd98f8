import type { EstimateReservationState, ProjectAcceptances, UserProfile } from '@corner/contracts';
import { makeEstimate, makeImages } from '@/testing/fixtures';
export { makeAcceptance } from '@/testing/fixtures';
import type { EstimateSection } from '../estimate-sections';

/* Data in the API's shapes for the tests of accepting an estimate (issue 38). */

export const projectId = 'p1';
export const acceptancesPath = `/project/${projectId}/acceptances`;
export const reservationsPath = `/project/${projectId}/estimate/reservations`;

export const customer: UserProfile = {
  id: 'u1',
  email: 'casey@corner.test',
  name: 'Casey',
  type: 'customer',
};
export const designer: UserProfile = {
  id: 'u2',
  email: 'dana@corner.test',
  name: 'Dana',
  type: 'designer',
};

export const oak: EstimateSection = {
  versionId: 'version-1',
  name: 'Oak & Brass',
  renders: makeImages(1),
  estimate: makeEstimate({ id: 'e1', reference: 'E-2025-0042', totalCost: 12345.6 }),
};
export const walnut: EstimateSection = {
  versionId: 'version-2',
  name: 'Walnut',
  renders: makeImages(1),
  estimate: makeEstimate({
    id: 'e2',
    reference: 'E-2025-0043',
    designVersionId: 'version-2',
    totalCost: 15000,
  }),
};

export const terms = {
  revision: 3,
  text: 'Prices hold for 30 days.\n\nA deposit of 30 % is due on acceptance.',
};

export function makeAcceptances(overrides: Partial<ProjectAcceptances> = {}): ProjectAcceptances {
  return { current: null, withdrawn: [], terms, signature: 'optional', ...overrides };
}

export function reservationState(
  estimateId: string,
  overrides: Partial<EstimateReservationState> = {},
): EstimateReservationState {
  return {
    estimateId,
    reference: estimateId === 'e1' ? 'E-2025-0042' : 'E-2025-0043',
    expiresAt: '2099-01-05T23:59:59.999Z',
    expired: false,
    reservedAt: null,
    replacedBy: null,
    requoteRequestedAt: null,
    reservable: true,
    deposit: { amount: 500, currency: 'usd' },
    ...overrides,
  };
}

/* The signature pad's stand-in, shared with every screen that shows the signature field. */
export { drawSignature, FakeSignaturePad, signaturePads } from '@/components/acceptance/testing';

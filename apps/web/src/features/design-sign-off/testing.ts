import type { DesignSignOff, ProjectSignOffs, UserProfile } from '@corner/contracts';

/* Data in the API's shapes for the tests of the customer's design sign-off (issue 38 point 3). */

export const projectId = 'p1';
export const signOffId = 'so1';
export const signOffsPath = `/project/${projectId}/design-sign-offs`;
export const approvePath = `${signOffsPath}/${signOffId}/approve`;
export const askForChangesPath = `${signOffsPath}/${signOffId}/ask-for-changes`;

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

export const signOffTerms = {
  revision: 2,
  text: 'By signing off this design you ask Corner Kitchens to build it as drawn.\n\nChanges after sign-off are quoted again.',
};

export function makeDesignSignOff(overrides: Partial<DesignSignOff> = {}): DesignSignOff {
  return {
    id: signOffId,
    designVersionId: 'version-1',
    designVersionName: 'Oak & Brass',
    state: 'requested',
    requestedAt: '2025-03-01T10:00:00.000Z',
    requestedBy: 'Dana Reyes',
    messageId: 'm1',
    drawings: [
      {
        id: 'd1',
        kind: 'pdf',
        name: 'elevations.pdf',
        url: '/api/v1/project/p1/message-attachments/d1',
        thumbnailUrl: null,
        bytes: 20_480,
      },
      {
        id: 'd2',
        kind: 'picture',
        name: 'island.jpg',
        url: '/api/v1/project/p1/message-attachments/d2',
        thumbnailUrl: '/api/v1/project/p1/message-attachments/d2/thumbnail',
        bytes: 204_800,
      },
    ],
    changesAskedAt: null,
    approval: null,
    withdrawn: null,
    ...overrides,
  };
}

export function approvedSignOff(overrides: Partial<DesignSignOff> = {}): DesignSignOff {
  return makeDesignSignOff({
    state: 'approved',
    approval: {
      fullName: 'Casey Walker',
      approvedAt: '2025-03-04T14:30:00.000Z',
      signed: false,
      termsRevision: 2,
      recordPath: `/api/v1/project/p1/design-sign-offs/${signOffId}/record`,
      checkPath: `/sign-off-records/${signOffId}`,
    },
    ...overrides,
  });
}

export function makeSignOffs(overrides: Partial<ProjectSignOffs> = {}): ProjectSignOffs {
  return {
    current: makeDesignSignOff(),
    earlier: [],
    terms: signOffTerms,
    signature: 'optional',
    ...overrides,
  };
}

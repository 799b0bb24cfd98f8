import type { DesignVersion, Estimate, UserProfile } from '@corner/contracts';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
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

export { answerCalls, type Answer, type Call } from '@/testing/answer-calls';

/** A promise the test resolves when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

import type { CacheEntryShape } from './cache-store.js';

/*
 * The cached read models: their keys, and the scopes and tags a drop finds them by. Keys are
 * namespaced per project (`project:{id}:…`); the public estimate view is found by slug, and
 * indexed under its project once loaded.
 */

export interface ReadModel<T> {
  key: string;
  /** Where a loaded value is indexed; null keeps it out of the cache. */
  shape: (value: NonNullable<T>) => CacheEntryShape | null;
}

export const projectScope = (projectId: string) => `project:${projectId}`;
export const userScope = (userId: string) => `user:${userId}`;
/** The public galleries: every catalog or gallery-kitchen write drops them all. */
export const galleryScope = 'gallery';
/** The back office's content items: every content write drops what shows their text. */
export const contentScope = 'content';

export const sessionScope = (tokenHash: string) => `session:${tokenHash}`;

export const cacheTags = {
  session: 'session',
  userProjects: 'user-projects',
  designVersions: 'design-versions',
  batches: 'batches',
  batch: (batchId: string) => `batch:${batchId}`,
};

/**
 * Whom an answer is for: a customer's answers hold only the estimates customers are shown
 * (decision 48), so they are kept under keys of their own, never served to staff or the reverse.
 */
export type Audience = 'staff' | 'customers';
const audienceKey = (projectId: string, audience: Audience) =>
  audience === 'staff' ? `project:${projectId}` : `project:${projectId}:customers`;
/** What a customer is shown also changes with what is published, as customerEstimate does. */
const designVersionTags = (audience: Audience) =>
  audience === 'staff' ? [cacheTags.designVersions] : [cacheTags.designVersions, cacheTags.batches];

const isPastLastPage = (value: unknown) => {
  const { items, page } = value as { items?: unknown[]; page?: number };
  return items?.length === 0 && (page ?? 1) > 1;
};

const inProject =
  (projectId: string, ...tags: string[]) =>
  (): CacheEntryShape => ({ scopes: [projectScope(projectId)], tags });

export const readModels = {
  designVersions: <T>(projectId: string, audience: Audience): ReadModel<T> => ({
    key: `${audienceKey(projectId, audience)}:design-versions`,
    shape: inProject(projectId, ...designVersionTags(audience)),
  }),
  designVersion: <T>(projectId: string, versionId: string, audience: Audience): ReadModel<T> => ({
    key: `${audienceKey(projectId, audience)}:design-version:${versionId}`,
    shape: inProject(projectId, ...designVersionTags(audience)),
  }),
  batches: <T>(projectId: string): ReadModel<T> => ({
    key: `project:${projectId}:batches`,
    shape: inProject(projectId, cacheTags.batches),
  }),
  batch: <T>(projectId: string, batchId: string): ReadModel<T> => ({
    key: `project:${projectId}:batch:${batchId}`,
    shape: inProject(projectId, cacheTags.batches, cacheTags.batch(batchId)),
  }),
  /** The customer's estimate page: the project's latest page, else its active version. */
  customerEstimate: <T>(projectId: string): ReadModel<T> => ({
    key: `project:${projectId}:customer-estimate`,
    shape: inProject(projectId, cacheTags.designVersions, cacheTags.batches),
  }),
  /** The public page shows its batch's design versions and estimates. */
  estimateView: <T extends { projectId: string; batchId: string } | null>(
    slug: string,
  ): ReadModel<T> => ({
    key: `estimate-view:${slug}`,
    shape: ({ projectId, batchId }) => ({
      scopes: [projectScope(projectId)],
      tags: [cacheTags.designVersions, cacheTags.batches, cacheTags.batch(batchId)],
    }),
  }),
  /**
   * The lines, drivers and included text of the estimates the public page shows (decision
   * 34): dropped by whatever drops the page, by any content write (the included text) and by
   * any catalog write (line pictures and public links are the catalog's current ones).
   */
  estimateViewBreakdown: <T extends { projectId: string; batchId: string } | null>(
    slug: string,
  ): ReadModel<T> => ({
    key: `estimate-view:${slug}:breakdown`,
    shape: ({ projectId, batchId }) => ({
      scopes: [projectScope(projectId), contentScope, galleryScope],
      tags: [cacheTags.designVersions, cacheTags.batches, cacheTags.batch(batchId)],
    }),
  }),
  /** The same for the customer's estimate page, dropped as customerEstimate is, and as above. */
  customerEstimateBreakdown: <T>(projectId: string): ReadModel<T> => ({
    key: `project:${projectId}:customer-estimate:breakdown`,
    shape: () => ({
      scopes: [projectScope(projectId), contentScope, galleryScope],
      tags: [cacheTags.designVersions, cacheTags.batches],
    }),
  }),
  /**
   * A signed-in session by its token's hash, indexed under the session (logout drops it) and
   * under its user (a role change or an edit drops them all).
   */
  session: <T extends { viewer: { id: string } } | null>(tokenHash: string): ReadModel<T> => ({
    key: `session:${tokenHash}`,
    shape: ({ viewer }) => ({
      scopes: [sessionScope(tokenHash), userScope(viewer.id)],
      tags: [cacheTags.session],
    }),
  }),
  /** A project's record and customers, for the access check of every project call. */
  projectAccess: <T>(projectId: string): ReadModel<T> => ({
    key: `project:${projectId}:access`,
    shape: inProject(projectId),
  }),
  /**
   * A gallery answer, by what it shows (e.g. `kitchens?page=1&pageSize=12`). An empty page
   * past the last is not kept, so guessing pages cannot fill the cache.
   */
  gallery: <T>(what: string): ReadModel<T> => ({
    key: `gallery:${what}`,
    shape: (value) => (isPastLastPage(value) ? null : { scopes: [galleryScope], tags: [] }),
  }),
  /** Indexed under the user and under each listed project, so either drop finds it. */
  userProjects: <T extends { id: string }[] | null>(userId: string): ReadModel<T> => ({
    key: `user:${userId}:projects`,
    shape: (projects) => ({
      scopes: [userScope(userId), ...projects.map((project) => projectScope(project.id))],
      tags: [cacheTags.userProjects],
    }),
  }),
};

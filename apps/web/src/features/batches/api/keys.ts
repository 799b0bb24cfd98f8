import { projectKeys, projectPath } from '@/api/project-keys';

/** Query keys of the batches screen, under the project's key, so invalidations never drift. */
export const batchesKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'batches'] as const,
  list: (projectId: string) => [...batchesKeys.all(projectId), 'list'] as const,
  detail: (projectId: string, batchId: string) =>
    [...batchesKeys.all(projectId), 'detail', batchId] as const,
  estimates: (projectId: string, batchId: string, estimateIds: readonly string[]) =>
    [...batchesKeys.all(projectId), 'estimates', batchId, ...estimateIds] as const,
  /** The live preview's reads (decision 41), refreshed with the rest of the screen. */
  priceList: (projectId: string) => [...batchesKeys.all(projectId), 'price-list'] as const,
  versionLines: (projectId: string, versionId: string) =>
    [...batchesKeys.all(projectId), 'version-lines', versionId] as const,
};

export const batchPath = (projectId: string, batchId: string) =>
  `${projectPath(projectId)}/batches/${encodeURIComponent(batchId)}`;

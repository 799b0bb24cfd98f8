/** Query keys of the batches screen, built in one place so invalidations never drift. */
export const batchesKeys = {
  all: (projectId: string) => ['projects', projectId, 'batches'] as const,
  list: (projectId: string) => [...batchesKeys.all(projectId), 'list'] as const,
  detail: (projectId: string, batchId: string) =>
    [...batchesKeys.all(projectId), 'detail', batchId] as const,
  estimates: (projectId: string, batchId: string, estimateIds: readonly string[]) =>
    [...batchesKeys.all(projectId), 'estimates', batchId, ...estimateIds] as const,
  designVersion: (projectId: string, versionId: string) =>
    [...batchesKeys.all(projectId), 'design-version', versionId] as const,
};

export const projectPath = (projectId: string) => `/project/${encodeURIComponent(projectId)}`;
export const batchPath = (projectId: string, batchId: string) =>
  `${projectPath(projectId)}/batches/${encodeURIComponent(batchId)}`;

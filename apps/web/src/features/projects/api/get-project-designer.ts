import type { ProjectDesigner } from '@corner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

/** GET /project/{id}/designer: whom the project's customers may contact, or null. */
export function getProjectDesigner(projectId: string, signal?: AbortSignal) {
  return api.get<ProjectDesigner>(`/project/${encodeURIComponent(projectId)}/designer`, {
    signal,
  });
}

export function getProjectDesignerQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.designer(projectId),
    queryFn: ({ signal }) => getProjectDesigner(projectId, signal),
    ...queryPresets.projectMeta,
  });
}

export function useProjectDesigner(projectId: string, enabled = true) {
  return useQuery({ ...getProjectDesignerQueryOptions(projectId), enabled });
}

import type { CreateSubstagesRequest, Substage } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getProjectStagesQueryOptions } from './get-project-stages';

/** POST /project/{projectId}/create-substages (staff): stores the plan's five stages. */
export function createSubstages(projectId: string, body: CreateSubstagesRequest) {
  return api.post<Substage[]>(`/project/${encodeURIComponent(projectId)}/create-substages`, body);
}

export function useCreateSubstages(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSubstagesRequest) => createSubstages(projectId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getProjectStagesQueryOptions(projectId).queryKey,
      }),
  });
}

import type { MadeVersion, MakeVersionRequest } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys, projectPath } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { getVariantRequestsQueryOptions } from './get-variant-requests';

/*
 * POST /project/{id}/variant-requests/{requestId}/make-version: staff make a version from a
 * customer's variant at the total they confirmed; 409 when that total or the request changed,
 * 404 when the request is no longer open.
 */

export interface MakeVersionVariables extends MakeVersionRequest {
  requestId: string;
}

export function makeVersion(projectId: string, { requestId, ...body }: MakeVersionVariables) {
  return api.post<MadeVersion>(
    `${projectPath(projectId)}/variant-requests/${encodeURIComponent(requestId)}/make-version`,
    body,
  );
}

export function useMakeVersion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: MakeVersionVariables) => makeVersion(projectId, variables),
    // A new version, its estimate and the closed request: every view of the project is read
    // again (the batches screen's batches and versions, the back office's project, the list).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
    // Refused because the request or the price changed, or it is gone: show what holds now.
    onError: (error) => {
      if (isApiError(error) && (error.status === 409 || error.status === 404)) {
        return queryClient.invalidateQueries({
          queryKey: getVariantRequestsQueryOptions(projectId).queryKey,
        });
      }
    },
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getDesignVersionQueryOptions } from '@/api/get-design-version';
import { getDesignVersionsQueryOptions } from './get-design-versions';

/** One version; the list's copy stands in while it loads, so a switch shows at once. */
export function useDesignVersionWithListCopy(projectId: string, versionId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getDesignVersionQueryOptions(projectId, versionId),
    placeholderData: () =>
      queryClient
        .getQueryData(getDesignVersionsQueryOptions(projectId).queryKey)
        ?.find((version) => version.id === versionId),
  });
}

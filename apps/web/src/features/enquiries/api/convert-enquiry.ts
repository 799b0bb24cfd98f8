import type { EnquiryConverted } from '@corner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { enquiriesChanged, enquiryPath } from './keys';

/** POST /admin/enquiries/{id}/convert: a customer and a project in one step. */
export function convertEnquiry(id: string, revision: number) {
  return api.post<EnquiryConverted>(`${enquiryPath(id)}/convert`, { revision });
}

export function useConvertEnquiry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) => convertEnquiry(id, revision),
    onSuccess: async () => {
      // The new project shows in the projects list at once.
      await queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      await enquiriesChanged(queryClient);
    },
  });
}

import type { QueryClient } from '@tanstack/react-query';
import { contentKeys } from '@/api/content-keys';
import { projectKeys } from '@/api/project-keys';
import { catalogAdminKeys, refreshAfter } from './keys';

/** After a change to a delivery: this list, the project's views and the delivery pages. */
export function deliveryChanged(queryClient: QueryClient, projectId: string) {
  return refreshAfter(
    queryClient,
    catalogAdminKeys.deliveries(projectId),
    projectKeys.detail(projectId),
    contentKeys.deliveries(),
  );
}

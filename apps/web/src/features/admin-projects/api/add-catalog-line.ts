import type { AdminDesignVersion, CatalogLineRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';
import { adminVersionPath } from './keys';

/** POST …/design-versions/{versionId}/lines/catalog: a line copied from a catalog item. */
export function addCatalogLine(projectId: string, versionId: string, line: CatalogLineRequest) {
  return api.post<AdminDesignVersion>(
    `${adminVersionPath(projectId, versionId)}/lines/catalog`,
    line,
  );
}

import { projectKeys } from '@/api/project-keys';
import type { CatalogSearchQuery } from './search-catalog';

/*
 * Query keys of the back office's projects, under the project's own key: a change that
 * refreshes projectKeys.detail(id) refreshes the staff screens of that project too.
 */
export const adminKeys = {
  project: (projectId: string) => [...projectKeys.detail(projectId), 'admin'] as const,
  version: (projectId: string, versionId: string) =>
    [...adminKeys.project(projectId), 'version', versionId] as const,
  catalogSearch: (query: CatalogSearchQuery) => ['catalog', 'admin-search', query] as const,
};

const encode = encodeURIComponent;
export const adminProjectPath = (projectId: string) => `/admin/projects/${encode(projectId)}`;
export const adminVersionPath = (projectId: string, versionId: string) =>
  `${adminProjectPath(projectId)}/design-versions/${encode(versionId)}`;

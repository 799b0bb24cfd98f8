import type { ProjectList } from '@corner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '@/api/project-keys';
import { api } from '@/lib/api-client';
import { queryPresets } from '@/lib/react-query';

export interface ProjectsQuery {
  search?: string | undefined;
  page?: number | undefined;
  /** Staff: 'activity' lists the projects whose customer did something last first. */
  sort?: 'newest' | 'activity' | undefined;
}

/** GET /projects: the caller's projects (staff: all, searchable), newest first, a page. */
export function getProjects(query: ProjectsQuery = {}, signal?: AbortSignal) {
  return api.get<ProjectList>('/projects', {
    query: {
      search: query.search || undefined,
      page: query.page,
      sort: query.sort === 'activity' ? 'activity' : undefined,
    },
    signal,
  });
}

export function getProjectsQueryOptions(query: ProjectsQuery = {}) {
  return queryOptions({
    queryKey: projectKeys.list(query),
    queryFn: ({ signal }) => getProjects(query, signal),
    ...queryPresets.projectMeta,
  });
}

export function useProjects(query: ProjectsQuery = {}) {
  return useQuery({ ...getProjectsQueryOptions(query), placeholderData: keepPreviousData });
}

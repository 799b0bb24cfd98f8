import type { ItemDetailCall } from '@/components/estimate/item-detail-groups';

/*
 * The query keys of the projects resource, built in one place. Everything about one project
 * sits under `detail(projectId)`, so invalidating that key refreshes every view of it; the
 * lists sit under `lists()`.
 */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (query: object) => [...projectKeys.lists(), query] as const,
  demo: (options: object) => [...projectKeys.all, 'demo', options] as const,
  detail: (projectId: string) => [...projectKeys.all, projectId] as const,
  meta: (projectId: string) => [...projectKeys.detail(projectId), 'meta'] as const,
  summary: (projectId: string) => [...projectKeys.detail(projectId), 'summary'] as const,
  designer: (projectId: string) => [...projectKeys.detail(projectId), 'designer'] as const,
  /** What the customer asked for in their enquiry, and the next step (decision 52). */
  welcome: (projectId: string) => [...projectKeys.detail(projectId), 'welcome'] as const,
  stages: (projectId: string) => [...projectKeys.detail(projectId), 'stages'] as const,
  /** The project's open requests for a variant customers chose (issue 37). */
  variantRequests: (projectId: string) =>
    [...projectKeys.detail(projectId), 'variant-requests'] as const,
  estimate: (projectId: string) => [...projectKeys.detail(projectId), 'estimate'] as const,
  /** The accepted estimate, the withdrawn acceptances and the terms (issue 38). */
  acceptances: (projectId: string) => [...projectKeys.detail(projectId), 'acceptances'] as const,
  /** The design sign-off waiting, approved or answered, the earlier ones and the terms (issue 38). */
  designSignOffs: (projectId: string) =>
    [...projectKeys.detail(projectId), 'design-sign-offs'] as const,
  /** The payment schedule: amounts, dates and states (issue 38). */
  paymentSchedule: (projectId: string) =>
    [...projectKeys.detail(projectId), 'payment-schedule'] as const,
  /** Who opened what (staff): the project's, and each of its estimate pages'. */
  viewStatistics: (projectId: string, pageId?: string) =>
    [...projectKeys.detail(projectId), 'view-statistics', ...(pageId ? [pageId] : [])] as const,
  /** Every query of a project's design versions: the list, each version and its items. */
  designVersions: (projectId: string) =>
    [...projectKeys.detail(projectId), 'design-versions'] as const,
  designVersionList: (projectId: string) =>
    [...projectKeys.designVersions(projectId), 'list'] as const,
  designVersion: (projectId: string, versionId: string) =>
    [...projectKeys.designVersions(projectId), 'detail', versionId] as const,
  designVersionItems: (
    projectId: string,
    versionId: string,
    call: ItemDetailCall,
    ids: readonly string[],
  ) => [...projectKeys.designVersions(projectId), 'items', versionId, call, ...ids] as const,
};

export const projectPath = (projectId: string) => `/project/${encodeURIComponent(projectId)}`;
export const designVersionPath = (projectId: string, versionId: string) =>
  `${projectPath(projectId)}/design-versions/${encodeURIComponent(versionId)}`;

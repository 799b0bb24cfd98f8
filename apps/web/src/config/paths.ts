/** Every in-app address in one place, so links and routes never drift apart. */
export const paths = {
  home: '/',
  kitchens: '/kitchens',
  kitchen: (slug: string) => `/kitchens/${encodeURIComponent(slug)}`,
  components: '/components',
  category: (category: string, page?: number) =>
    `/components/${encodeURIComponent(category)}${page && page > 1 ? `?page=${page}` : ''}`,
  component: (category: string, slug: string) =>
    `/components/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`,
  projects: '/projects',
  login: '/login',
  /** The enquiry form of a visitor without an account, with the gallery kitchen they came from. */
  getAnEstimate: (kitchen?: string) =>
    `/get-an-estimate${kitchen ? `?kitchen=${encodeURIComponent(kitchen)}` : ''}`,
  admin: '/admin',
  adminProjects: (search?: string) => `/admin/projects${search ? `?${search}` : ''}`,
  adminProject: (projectId: string) => `/admin/projects/${encodeURIComponent(projectId)}`,
  adminDesignVersion: (projectId: string, versionId: string) =>
    `/admin/projects/${encodeURIComponent(projectId)}/design-versions/${encodeURIComponent(versionId)}`,
  projectTemplate: (search?: string) => `/project-template${search ? `?${search}` : ''}`,
  project: (projectId: string) => `/project/${encodeURIComponent(projectId)}`,
  projectDashboard: (projectId: string) => `/project/${encodeURIComponent(projectId)}/dashboard`,
  projectEstimate: (projectId: string) => `/project/${encodeURIComponent(projectId)}/estimate`,
  projectDesignVersions: (projectId: string) =>
    `/project/${encodeURIComponent(projectId)}/design-versions`,
  estimate: (slug: string) => `/estimate/${encodeURIComponent(slug)}`,
  /** Compare view of an estimate page; `versions` names the design versions in its columns. */
  estimateCompare: (slug: string, search?: string) =>
    `/estimate/${encodeURIComponent(slug)}/compare${search ? `?${search}` : ''}`,
  projectEstimateCompare: (projectId: string, search?: string) =>
    `/project/${encodeURIComponent(projectId)}/estimate/compare${search ? `?${search}` : ''}`,
  projectDesignVersionsOld: (projectId: string) =>
    `/project/${encodeURIComponent(projectId)}/design-versions-old`,
  projectDesignVersion: (projectId: string, designVersionId: string) =>
    `/project/${encodeURIComponent(projectId)}/design-versions/${encodeURIComponent(designVersionId)}`,
} as const;

/*
 * Every address of the portal's pages in one place (decision 57.1): the web app's links and
 * routes (its `config/paths.ts`) and the API's mails and redirects build them here, so they
 * never drift apart. Each part taken from data (a slug, an id) is URL-encoded.
 */
const part = encodeURIComponent;
const query = (search?: string) => (search ? `?${search}` : '');

export const portalPaths = {
  home: '/',
  kitchens: '/kitchens',
  kitchen: (slug: string) => `/kitchens/${part(slug)}`,
  catalog: '/components',
  category: (category: string, page?: number) =>
    `/components/${part(category)}${page && page > 1 ? `?page=${page}` : ''}`,
  /** A catalog item's page; an id in place of the slug moves to the slug's address (decision 56). */
  catalogItem: (category: string, slug: string) => `/components/${part(category)}/${part(slug)}`,
  projects: '/projects',
  login: '/login',
  /** The enquiry form of a visitor without an account, with the gallery kitchen they came from. */
  getAnEstimate: (kitchen?: string) =>
    `/get-an-estimate${kitchen ? `?kitchen=${part(kitchen)}` : ''}`,
  admin: '/admin',
  adminProjects: (search?: string) => `/admin/projects${query(search)}`,
  adminProject: (projectId: string) => `/admin/projects/${part(projectId)}`,
  adminDesignVersion: (projectId: string, versionId: string) =>
    `/admin/projects/${part(projectId)}/design-versions/${part(versionId)}`,
  adminEnquiry: (enquiryId: string) => `/admin/enquiries/${part(enquiryId)}`,
  adminPayments: '/admin/payments',
  projectTemplate: (search?: string) => `/project-template${query(search)}`,
  project: (projectId: string) => `/project/${part(projectId)}`,
  projectDashboard: (projectId: string) => `/project/${part(projectId)}/dashboard`,
  projectEstimate: (projectId: string) => `/project/${part(projectId)}/estimate`,
  projectDesignVersions: (projectId: string) => `/project/${part(projectId)}/design-versions`,
  /** The public estimate page. */
  estimate: (slug: string) => `/estimate/${part(slug)}`,
  /** Compare view of an estimate page; `versions` names the design versions in its columns. */
  estimateCompare: (slug: string, search?: string) =>
    `/estimate/${part(slug)}/compare${query(search)}`,
  projectEstimateCompare: (projectId: string, search?: string) =>
    `/project/${part(projectId)}/estimate/compare${query(search)}`,
  projectDesignVersionsOld: (projectId: string) =>
    `/project/${part(projectId)}/design-versions-old`,
  projectDesignVersion: (projectId: string, designVersionId: string) =>
    `/project/${part(projectId)}/design-versions/${part(designVersionId)}`,
  /** A project's message thread; staff open it there too (issue 36). */
  projectMessages: (projectId: string) => `/project/${part(projectId)}/messages`,
  /** Anyone with a record's address checks it against the estimate and terms now (issue 38). */
  acceptanceRecord: (recordId: string) => `/acceptance-records/${part(recordId)}`,
  /** The same for a design sign-off's record. */
  signOffRecord: (recordId: string) => `/sign-off-records/${part(recordId)}`,
  /** The signed-in user's own settings (mails about messages). */
  account: '/account',
} as const;

/**
 * The sign-in link's page with its token and where to go after signing in, as the API mails
 * it. Apart from `portalPaths`, so the web app's entry does not carry it.
 */
export function signInConfirmPath(token: string, returnTo?: string): string {
  const search = new URLSearchParams({ token });
  if (returnTo) search.set('returnTo', returnTo);
  return `/login/confirm?${search.toString()}`;
}

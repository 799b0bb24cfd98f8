/*
 * The pages behind sign-in (route-table.ts has the public ones): their routes
 * (signed-in-routes.tsx) load the first time a navigation goes to one of them. Each pattern
 * begins with one of route-table.ts's `signedInSections` (router.test.tsx).
 */
export const signedInPages = {
  projects: '/projects',
  projectTemplate: '/project-template',
  project: '/project/:projectId',
  projectDashboard: '/project/:projectId/dashboard',
  projectEstimate: '/project/:projectId/estimate',
  projectEstimateCompare: '/project/:projectId/estimate/compare',
  projectDesignVersions: '/project/:projectId/design-versions',
  projectDesignVersionsOld: '/project/:projectId/design-versions-old',
  projectDesignVersion: '/project/:projectId/design-versions/:designVersionId',
  projectMessages: '/project/:projectId/messages',
  admin: '/admin',
  adminProjects: '/admin/projects',
  adminProject: '/admin/projects/:projectId',
  adminDesignVersion: '/admin/projects/:projectId/design-versions/:designVersionId',
  adminCatalog: '/admin/catalog',
  adminContent: '/admin/content',
  adminDeliveries: '/admin/deliveries',
  adminKitchens: '/admin/kitchens',
  adminKitchen: '/admin/kitchens/:kitchenId',
  adminEnquiries: '/admin/enquiries',
  adminEnquiry: '/admin/enquiries/:enquiryId',
  adminPayments: '/admin/payments',
  adminPipeline: '/admin/pipeline',
  adminMessages: '/admin/messages',
  adminUsers: '/admin/users',
  adminPriceList: '/admin/price-list',
  adminAudit: '/admin/audit',
  account: '/account',
} as const;

/**
 * The customer's pages, rendered on the server for their caller (issue 40) through their routes'
 * loaders; the other signed-in pages (the staff screens) render in the browser only.
 */
export const serverRenderedSignedInPages: ReadonlySet<string> = new Set([
  signedInPages.projects,
  signedInPages.projectTemplate,
  signedInPages.projectDashboard,
  signedInPages.projectEstimate,
  signedInPages.projectEstimateCompare,
  signedInPages.projectMessages,
]);

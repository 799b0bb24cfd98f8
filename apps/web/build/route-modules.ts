import { publicPages } from '../src/app/route-table';
import { signedInPages } from '../src/app/signed-in-pages';

/*
 * The source modules the router loads lazily for each page of the route table
 * (src/app/route-table.ts, src/app/signed-in-pages.ts), under src/app/routes, outermost first:
 * what the HTML preloads and the web budgets measure, by the page's pattern. The types make
 * every page of the table list its modules; the build fails when one is not a chunk of its own.
 */

const publicModules: Record<keyof typeof publicPages, string[]> = {
  kitchens: ['gallery/kitchens.tsx'],
  kitchen: ['gallery/kitchen.tsx'],
  catalog: ['gallery/catalog.tsx'],
  catalogCategory: ['gallery/catalog-category.tsx'],
  catalogItem: ['gallery/catalog-item.tsx'],
  login: ['login.tsx'],
  loginConfirm: ['login-confirm.tsx'],
  getAnEstimate: ['get-an-estimate.tsx'],
  estimate: ['estimate.tsx'],
  estimateCompare: ['estimate-compare.tsx'],
  acceptanceRecord: ['acceptance-record.tsx'],
  signOffRecord: ['sign-off-record.tsx'],
};

const adminSection = (section: string) => ['admin/layout.tsx', 'admin/screens.ts', section];

const signedInModules: Record<keyof typeof signedInPages, string[]> = {
  projects: ['projects.tsx'],
  projectTemplate: ['project-template.tsx'],
  project: ['project.tsx'],
  projectDashboard: ['project-dashboard.tsx'],
  projectEstimate: ['project-estimate.tsx'],
  projectEstimateCompare: ['project-estimate-compare.tsx'],
  projectDesignVersions: ['project/design-versions.tsx'],
  projectDesignVersionsOld: ['project/design-versions-old.tsx'],
  projectDesignVersion: ['project/design-version.tsx'],
  projectMessages: ['project/messages.tsx'],
  admin: ['admin/layout.tsx', 'admin/home.tsx'],
  adminProjects: adminSection('admin/projects-section.tsx'),
  adminProject: adminSection('admin/projects-section.tsx'),
  adminDesignVersion: adminSection('admin/projects-section.tsx'),
  adminCatalog: adminSection('admin/catalog-section.tsx'),
  adminContent: adminSection('admin/catalog-section.tsx'),
  adminDeliveries: adminSection('admin/catalog-section.tsx'),
  adminKitchens: adminSection('admin/catalog-section.tsx'),
  adminKitchen: adminSection('admin/catalog-section.tsx'),
  adminEnquiries: adminSection('admin/enquiries-section.tsx'),
  adminEnquiry: adminSection('admin/enquiries-section.tsx'),
  adminPayments: adminSection('admin/payments-section.tsx'),
  adminPipeline: adminSection('admin/pipeline-section.tsx'),
  adminMessages: adminSection('admin/messages-section.tsx'),
  adminUsers: adminSection('admin/admin-only-section.tsx'),
  adminPriceList: adminSection('admin/admin-only-section.tsx'),
  adminAudit: adminSection('admin/admin-only-section.tsx'),
  account: ['account.tsx'],
};

/** The table's pages with their modules, each page's under its pattern. */
function byPattern<Name extends string>(
  patterns: Record<Name, string>,
  modules: Record<Name, string[]>,
  before: string[] = [],
): [string, string[]][] {
  return (Object.keys(patterns) as Name[]).map((name) => [
    patterns[name],
    [...before, ...modules[name].map((module) => `src/app/routes/${module}`)],
  ]);
}

export const routeModules: Record<string, string[]> = Object.fromEntries([
  ...byPattern(publicPages, publicModules),
  // The signed-in routes come in their own module, loaded first.
  ...byPattern(signedInPages, signedInModules, ['src/app/signed-in-routes.tsx']),
]);

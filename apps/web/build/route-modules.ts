/**
 * The source modules the router (src/app/router.tsx, src/app/signed-in-routes.tsx) loads lazily
 * for each route the HTML preloads and the web budgets measure. Keep it in step with the router:
 * the build fails when a module listed here is no longer a chunk of its own.
 */
const signedIn = (...modules: string[]) => ['src/app/signed-in-routes.tsx', ...modules];

export const routeModules: Record<string, string[]> = {
  '/kitchens': ['src/app/routes/kitchens/kitchens.tsx'],
  '/kitchens/:slug': ['src/app/routes/kitchens/kitchen.tsx'],
  '/components': ['src/app/routes/components/categories.tsx'],
  '/components/:category': ['src/app/routes/components/category.tsx'],
  '/components/:category/:slug': ['src/app/routes/components/component.tsx'],
  '/login': ['src/app/routes/login.tsx'],
  '/login/confirm': ['src/app/routes/login-confirm.tsx'],
  '/get-an-estimate': ['src/app/routes/get-an-estimate.tsx'],
  '/estimate/:estimateViewId': ['src/app/routes/estimate.tsx'],
  '/estimate/:estimateViewId/compare': ['src/app/routes/estimate-compare.tsx'],
  '/projects': signedIn('src/app/routes/projects.tsx'),
  '/project-template': signedIn('src/app/routes/project-template.tsx'),
  '/project/:projectId': signedIn('src/app/routes/project.tsx'),
  '/project/:projectId/dashboard': signedIn('src/app/routes/project-dashboard.tsx'),
  '/project/:projectId/estimate': signedIn('src/app/routes/project-estimate.tsx'),
  '/project/:projectId/estimate/compare': signedIn('src/app/routes/project-estimate-compare.tsx'),
  '/project/:projectId/design-versions': signedIn('src/app/routes/project/design-versions.tsx'),
  '/project/:projectId/design-versions/:designVersionId': signedIn(
    'src/app/routes/project/design-version.tsx',
  ),
  '/admin': signedIn('src/app/routes/admin/layout.tsx', 'src/app/routes/admin/home.tsx'),
  '/admin/projects': signedIn(
    'src/app/routes/admin/layout.tsx',
    'src/app/routes/admin/screens.ts',
    'src/app/routes/admin/projects-section.tsx',
  ),
  '/admin/catalog': signedIn(
    'src/app/routes/admin/layout.tsx',
    'src/app/routes/admin/screens.ts',
    'src/app/routes/admin/catalog-section.tsx',
  ),
};

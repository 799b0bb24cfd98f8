/*
 * Every page of the portal, once (decision 59): its address pattern as React Router matches it
 * (`:name` is one segment). The router takes each route's path from here (router.tsx,
 * signed-in-routes.tsx), the server entry names the page an address opens with the router built
 * on it (entry-server.tsx), and the build lists each page's files by it (build/route-modules.ts:
 * the HTML's preloads and the web budgets). The pages behind sign-in are in signed-in-pages.ts,
 * loaded with their routes.
 */

/** Rendered on the server for everyone (decision 46). */
export const publicPages = {
  kitchens: '/kitchens',
  kitchen: '/kitchens/:slug',
  catalog: '/components',
  catalogCategory: '/components/:category',
  catalogItem: '/components/:category/:slug',
  login: '/login',
  loginConfirm: '/login/confirm',
  getAnEstimate: '/get-an-estimate',
  estimate: '/estimate/:estimateViewId',
  estimateCompare: '/estimate/:estimateViewId/compare',
  /** Anyone with the address checks an acceptance record (issue 38). */
  acceptanceRecord: '/acceptance-records/:acceptanceId',
  /** The same for a design sign-off's record (issue 38 point 3). */
  signOffRecord: '/sign-off-records/:signOffId',
} as const;

/**
 * The first segments of the pages behind sign-in (signed-in-pages.ts): a navigation to one of
 * them loads the signed-in routes (router.tsx). Apart from that table, so the entry every public
 * page loads carries these few words rather than every signed-in route.
 */
export const signedInSections: readonly string[] = [
  'projects',
  'project',
  'project-template',
  'admin',
  'account',
];

/** React Router's `path` of a page under a parent route at `parent` ('' for the root). */
export const childPath = (pattern: string, parent = '') => pattern.slice(parent.length + 1);

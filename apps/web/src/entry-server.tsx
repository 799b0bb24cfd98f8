import type { MatchedRoute, RenderAnswer, RenderRequest, ServerEntry } from '@corner/contracts';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { AppProvider } from '@/app/provider';
import { publicPages } from '@/app/route-table';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/react-query';
import { sendableState } from '@/ssr/dehydrated';
import { defaultDescription, pageLoaders, pageTitle, type PageLoad } from '@/ssr/page-data';
import { pageStateElementId, type PageState } from '@/ssr/router-state';

/*
 * The server entry of the public pages (decision 46): React Router's static handler matches
 * the address with the app's own route table and loads the matched route modules, the page's
 * data goes into a TanStack Query cache from the API's read models (`reads`), and React renders
 * the same tree src/main.tsx hydrates. Built by `vite build --ssr` into dist-server/.
 */

const handler = createStaticHandler(routes);

// Imported as the browser does (router.tsx), so the server build keeps the module apart.
const { signedInRoutes } = await import('@/app/signed-in-routes');

/** Every route, the signed-in ones in place (the browser adds them when first needed). */
const everyRoute: RouteObject[] = routes.map((root) => ({
  ...root,
  children: root.children?.map((pages) => ({
    ...pages,
    children: [...signedInRoutes, ...(pages.children ?? [])],
  })),
})) as RouteObject[];
const [signedInRoot] = signedInRoutes;
/** The pages whose HTML the API keeps (apps/api/src/features/ssr/page-cache.ts), by pattern. */
const keptWith = new Map<string, MatchedRoute['keptWith']>([
  [publicPages.kitchens, 'gallery'],
  [publicPages.kitchen, 'gallery'],
  [publicPages.components, 'gallery'],
  [publicPages.category, 'gallery'],
  [publicPages.component, 'gallery'],
  [publicPages.estimate, 'estimate-page'],
  [publicPages.estimateCompare, 'estimate-compare'],
]);

/** The page an address opens, as the route table names it; null for the 404 page. */
export function matchRoute(pathname: string): MatchedRoute | null {
  const matches = matchRoutes(everyRoute, pathname);
  const leaf = matches?.at(-1);
  if (!matches || !leaf || leaf.route.path === '*') return null;
  const segments = matches.flatMap(({ route }) => (route.path ? [route.path] : []));
  const pattern = `/${segments.join('/')}`;
  const params = Object.fromEntries(
    Object.entries(leaf.params).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, value]],
    ),
  );
  const serverRendered = !matches.some(({ route }) => route === signedInRoot);
  return { pattern, params, serverRendered, keptWith: keptWith.get(pattern) };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside a script element: `<` never closes it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function headTags(load: PageLoad, canonical: string, origin: string): string {
  const { title, description, image, noindex } = load.meta;
  const imageUrl = image ? new URL(image.thumbnailsLarge, origin).href : undefined;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Corner" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    imageUrl ? `<meta property="og:image" content="${escapeHtml(imageUrl)}" />` : '',
    noindex ? '<meta name="robots" content="noindex" />' : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** The router's state as createBrowserRouter reads it back (errors as RouteErrorResponse). */
function routerState(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/** The HTML of a tree once every suspended part (React.lazy, a route module) has loaded. */
async function renderWhole(tree: ReactNode): Promise<string> {
  // No part is sent apart to be swapped in by an inline script: the CSP refuses inline scripts,
  // and a browser without JavaScript would show the part's fallback for good.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Infinity });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const otherPage: PageLoad = {
  meta: { title: 'Corner · Bespoke boxed kitchens', description: defaultDescription },
  notFound: false,
};

const notFoundPage: PageLoad = {
  meta: { title: pageTitle('Page not found'), description: defaultDescription },
  notFound: true,
};

export async function render({ url, origin, reads }: RenderRequest): Promise<RenderAnswer> {
  const address = new URL(url, origin);
  const context = await handler.query(new Request(address));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }
  const queryClient = createQueryClient();
  const leaf = context.matches.at(-1);
  const loader = context.errors ? undefined : pageLoaders[leaf?.route.path ?? ''];
  const load = loader
    ? await loader({ params: leaf?.params ?? {}, search: address.searchParams, reads, queryClient })
    : context.statusCode === 404
      ? notFoundPage
      : otherPage;
  if (load.movedTo) return { kind: 'redirect', status: 301, location: load.movedTo };
  const status = load.notFound ? 404 : context.statusCode;

  const router = createStaticRouter(handler.dataRoutes, context);
  // Rendered whole: what loads on demand (an estimate's lines and drivers) is in the HTML too,
  // so the page reads complete without JavaScript.
  const html = await renderWhole(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const queryState = sendableState(
    dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
  );
  const pageState: PageState = { router: routerState(context), queries: queryState };
  const state = `<script type="application/json" id="${pageStateElementId}">${scriptJson(pageState)}</script>`;
  queryClient.clear();
  const canonical = new URL(address.pathname, origin).href;
  const { needsScript } = load.meta;
  const noscript = needsScript
    ? `<noscript><p class="noscript-note">${escapeHtml(needsScript)}</p></noscript>`
    : '';
  return { kind: 'page', status, head: headTags(load, canonical, origin), html, state, noscript };
}

// The seam's type, checked here rather than asserted where the API imports the build.
export const serverEntry = { matchRoute, render } satisfies ServerEntry;

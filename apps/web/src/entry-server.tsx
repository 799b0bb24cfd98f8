import type { MatchedRoute, RenderAnswer, RenderRequest, ServerEntry } from '@corner/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProvider } from '@/app/provider';
import { publicPages } from '@/app/route-table';
import { serverRenderedSignedInPages } from '@/app/signed-in-pages';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/react-query';
import { defaultDescription, notFoundHead } from '@/app/routes/page-head';
import { callerQueriesContext } from '@/app/routes/signed-in-page-reads';
import { pageReadsContext, type PageHead, type PageLoad } from '@/lib/route-data';
import { renderFor } from '@/ssr/render-context';
import { sentState } from '@/ssr/dehydrated';
import { serverPageReads } from '@/ssr/server-page-reads';
import { pageStateElementId, type PageState } from '@/ssr/router-state';

/*
 * The server entry of the public pages (decision 46): React Router's static handler matches
 * the address with the app's own route table and loads the matched route modules, the page's
 * data goes into a TanStack Query cache from the API's read models (`reads`), and React renders
 * the same tree src/main.tsx hydrates. Built by `vite build --ssr` into dist-server/.
 */

const handler = createStaticHandler(routes);

// Imported as the browser does (router.tsx), so the server build keeps the module apart.
const { signedInRoutes, withSignedInRoutes } = await import('@/app/signed-in-routes');

/** Every route, the signed-in ones in place (the browser adds them when first needed). */
const everyRoute = withSignedInRoutes(routes);
/** The customer's pages, rendered for their caller with the same routes as the browser's. */
const signedInHandler = createStaticHandler(everyRoute);
const [signedInRoot] = signedInRoutes;
/** The pages whose HTML the API keeps (apps/api/src/features/ssr/page-cache.ts), by pattern. */
const keptWith = new Map<string, MatchedRoute['keptWith']>([
  [publicPages.kitchens, 'gallery'],
  [publicPages.kitchen, 'gallery'],
  [publicPages.catalog, 'gallery'],
  [publicPages.catalogCategory, 'gallery'],
  [publicPages.catalogItem, 'gallery'],
  [publicPages.estimate, 'estimate-page'],
  [publicPages.estimateCompare, 'estimate-compare'],
  // publicPages.acceptanceRecord and publicPages.signOffRecord are never kept: they say whether
  // the record matches now.
]);

/**
 * The routes found for the addresses asked for most recently: React Router's matchRoutes
 * flattens and ranks the whole route tree on every call (about half a millisecond, more than
 * sending a kept page), and the answer depends on the address alone. Emptied when full, so
 * made-up addresses cannot make it grow.
 */
const matchedRoutes = new Map<string, MatchedRoute | null>();
const mostMatchedRoutes = 1_000;

/** The page an address opens, as the route table names it; null for the 404 page. */
export function matchRoute(pathname: string): MatchedRoute | null {
  const known = matchedRoutes.get(pathname);
  if (known !== undefined) return known;
  const matched = routeOf(pathname);
  if (matchedRoutes.size >= mostMatchedRoutes) matchedRoutes.clear();
  // Shared by every request for the address: frozen.
  if (matched) Object.freeze(Object.freeze(matched).params);
  matchedRoutes.set(pathname, matched);
  return matched;
}

function routeOf(pathname: string): MatchedRoute | null {
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
  const signedIn = matches.some(({ route }) => route === signedInRoot);
  const serverRendered = !signedIn || serverRenderedSignedInPages.has(pattern);
  return { pattern, params, serverRendered, signedIn, keptWith: keptWith.get(pattern) };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside a script element: `<` never closes it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function headTags(head: PageHead, canonical: string, origin: string): string {
  const { title, description, image, noindex } = head;
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

/** The head of a page without a loader: a redirect's target, or the 404 page. */
const otherPage: PageLoad = {
  head: { title: 'Corner · Bespoke boxed kitchens', description: defaultDescription },
};
const notFoundPage: PageLoad = { head: notFoundHead('Page not found'), notFound: true };

/** The leaf route's loader data: the page's head, and whether it names nothing. */
function pageLoadOf(context: StaticHandlerContext): PageLoad {
  const leaf = context.matches.at(-1);
  const load: unknown = leaf && !context.errors ? context.loaderData[leaf.route.id] : undefined;
  if (typeof load === 'object' && load !== null && 'head' in load) return load as PageLoad;
  return context.statusCode === 404 ? notFoundPage : otherPage;
}

/**
 * The router's state after the matched routes' loaders: a public page's read through the API's
 * reads (decision 59), a signed-in page's through the API as its caller (issue 40).
 */
function loadRoutes(address: URL, queryClient: QueryClient, request: RenderRequest) {
  const { reads, callerApi } = request;
  if (!callerApi) {
    const requestContext = new RouterContextProvider(
      new Map([[pageReadsContext, serverPageReads(queryClient, reads)]]),
    );
    return handler.query(new Request(address), { requestContext });
  }
  const requestContext = new RouterContextProvider(new Map([[callerQueriesContext, queryClient]]));
  return signedInHandler.query(new Request(address), { requestContext });
}

/**
 * A read that failed renders failed, as the browser shows it (src/ssr/dehydrated.ts), instead
 * of as loading: a query without data is otherwise asked again when its page mounts.
 */
function showFailedReads(queryClient: QueryClient) {
  const failed = queryClient
    .getQueryCache()
    .findAll({ predicate: ({ state }) => state.status === 'error' });
  for (const { queryKey } of failed) {
    queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
  }
}

/** What the page asked for that its loaders did not read: rendered as loading. */
const unreadQueries = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({
      // A query the page left off (`enabled: false`) shows nothing that waits for it.
      predicate: ({ state, options }) =>
        state.status === 'pending' && (options as { enabled?: unknown }).enabled !== false,
    })
    .map((query) => query.queryHash);

/** The page for its reader: their API calls (a signed-in page) and their time zone. */
export function render(request: RenderRequest): Promise<RenderAnswer> {
  const { callerApi, timeZone } = request;
  return renderFor({ callerApi, timeZone }, () => renderPage(request));
}

async function renderPage(request: RenderRequest): Promise<RenderAnswer> {
  const address = new URL(request.url, request.origin);
  const queryClient = createQueryClient();
  const context = await loadRoutes(address, queryClient, request);
  showFailedReads(queryClient);
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }
  // A loader that threw (a read that failed, a limit reached) leaves the answer to the API,
  // as a read outside the render would: a 429 stays a 429, a failure is logged there.
  const errors: unknown[] = Object.values(context.errors ?? {});
  const failure = errors.find((error) => error instanceof Error);
  if (failure) throw failure;
  const load = pageLoadOf(context);
  const status = load.notFound ? 404 : context.statusCode;

  const { dataRoutes } = request.callerApi ? signedInHandler : handler;
  const router = createStaticRouter(dataRoutes, context);
  // Rendered whole: what loads on demand (an estimate's lines and drivers) is in the HTML too,
  // so the page reads complete without JavaScript.
  const html = await renderWhole(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const pageState: PageState = { router: routerState(context), queries: sentState(queryClient) };
  const state = `<script type="application/json" id="${pageStateElementId}">${scriptJson(pageState)}</script>`;
  const unread = unreadQueries(queryClient);
  queryClient.clear();
  const canonical = new URL(address.pathname, request.origin).href;
  const { needsScript } = load.head;
  const noscript = needsScript
    ? `<noscript><p class="noscript-note">${escapeHtml(needsScript)}</p></noscript>`
    : '';
  return {
    kind: 'page',
    status,
    head: headTags(load.head, canonical, request.origin),
    html,
    state,
    noscript,
    unreadQueries: unread,
  };
}

// The seam's type, checked here rather than asserted where the API imports the build.
export const serverEntry = { matchRoute, render } satisfies ServerEntry;

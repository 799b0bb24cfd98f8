import { dehydrate } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes, signedInPath } from '@/app/router';
import { createQueryClient } from '@/lib/react-query';
import { sendableState } from '@/ssr/dehydrated';
import { defaultDescription, pageLoaders, pageTitle, type PageLoad } from '@/ssr/page-data';
import type { PublicReads } from '@/ssr/public-reads';
import { pageStateElementId, type PageState } from '@/ssr/router-state';

export type { PublicReads } from '@/ssr/public-reads';

/*
 * The server entry of the public pages (decision 46): React Router's static handler matches
 * the address with the app's own route table and loads the matched route modules, the page's
 * data goes into a TanStack Query cache from the API's read models (`reads`), and React renders
 * the same tree src/main.tsx hydrates. Built by `vite build --ssr` into dist-server/.
 */

export interface RenderRequest {
  /** Path and query, e.g. /kitchens/oak-and-stone?page=2. */
  url: string;
  /** The portal's public origin, for canonical and link-preview addresses. */
  origin: string;
  reads: PublicReads;
}

export type RenderAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Title, description, canonical and link-preview tags for the head. */
      head: string;
      /** The rendered app, for inside #root. */
      html: string;
      /** Before #root: a <noscript> naming what on the page needs JavaScript, or ''. */
      noscript: string;
      /** The data the client hydrates from, as non-executed JSON script elements. */
      state: string;
    };

const handler = createStaticHandler(routes);

/** Whether a path is a public page the server renders; signed-in screens are client-rendered. */
export function isServerRendered(pathname: string): boolean {
  return !signedInPath.test(pathname);
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

import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serverPages } from '../features/ssr/index.js';
import { sendText } from '../lib/json-answer.js';
import { sendNotFound } from './error-handler.js';
import { immutableCacheControl } from './files.js';

/*
 * The built web app on the API's own port. Hashed files under /assets/ are cached forever
 * and sent precompressed (brotli or gzip, written by the build) when the browser accepts it;
 * every other path that is not an API call, a stored file or an existing file gets
 * index.html (never cached), so the app's router can show it. Without a build, and for
 * /api/…, /files/… and /assets/… paths that match nothing, the JSON 404 answers.
 *
 * Source maps (*.map) are served only with SOURCE_MAPS on: in production they would hand
 * anyone the app's whole source with its comments.
 *
 * A path of a route the build lists in .vite/route-preloads.json gets index.html with links to
 * the route's own code and styles (apps/web/build/route-preloads.ts): the browser fetches them
 * beside the entry instead of after the entry has run and asked for them. A public estimate
 * page also links its API answer (`dataPreloads`), which the page's first fetch then uses.
 */

export interface WebAppOptions {
  webDistDir: string;
  /** Serve the build's *.map files (SOURCE_MAPS: on locally, opt-in in production). */
  serveSourceMaps: boolean;
  /** The portal's public address: server-rendered pages name it (features/ssr). */
  publicUrl: string | undefined;
}

const isSourceMap = (path: string) => /\.map(\.(br|gz))?$/.test(path);

const jsonOnlyPrefixes = ['/api/', '/files/', '/assets/'];

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

function wantsTheApp(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request);
  return path !== '/api' && !jsonOnlyPrefixes.some((prefix) => path.startsWith(prefix));
}

interface RoutePreload {
  scripts: string[];
  styles: string[];
}

type RouteParams = Record<string, string>;

interface RoutePage {
  route: string;
  /** The path's `:name` segments as sent (still percent-encoded), or null when it does not fit. */
  match: (path: string) => RouteParams | null;
  html: string;
}

/**
 * The API call a route's page makes first, from the page's parameters, where the call does not
 * depend on who is asking: the page's HTML links it, so the answer downloads beside the app's
 * code instead of after the code has run. The address must be the one the web app asks for
 * (`getEstimateView` in apps/web/src/features/estimates/api), or the browser fetches it twice.
 */
const dataPreloads: Record<string, (params: RouteParams) => string | null> = {
  '/estimate/:estimateViewId': ({ estimateViewId = '' }) => {
    const slug = decoded(estimateViewId);
    return slug === null ? null : `/api/v1/estimate-view/${encodeURIComponent(slug)}`;
  },
};

/** A path segment decoded as the app's router decodes it; null if it is malformed. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A page's HTML with a link to the API answer it fetches first, when its route has one. */
function withDataPreload(page: RoutePage, params: RouteParams): string {
  const url = dataPreloads[page.route]?.(params);
  if (!url) return page.html;
  // `crossorigin`: the app's fetch is a CORS-mode, same-origin-credentials request; the preload
  // must be made the same way to be used. encodeURIComponent leaves nothing to escape in HTML.
  const link = `<link rel="preload" as="fetch" crossorigin href="${url}">`;
  return page.html.replace('</head>', `  ${link}\n  </head>`);
}

/** Matches a path against a route pattern such as `/kitchens/:slug` (a `:name` is one segment). */
function routeMatcher(pattern: string): RoutePage['match'] {
  const expected = pattern.split('/');
  return (path) => {
    const segments = (path.length > 1 ? path.replace(/\/$/, '') : path).split('/');
    if (segments.length !== expected.length) return null;
    const params: RouteParams = {};
    for (const [index, part] of expected.entries()) {
      const segment = segments[index] ?? '';
      const isParam = part.startsWith(':');
      if (isParam ? segment === '' : segment !== part) return null;
      if (isParam) params[part.slice(1)] = segment;
    }
    return params;
  };
}

/** index.html with the route's files linked before </head>, as Vite links the entry's. */
function withPreloads(indexHtml: string, { scripts, styles }: RoutePreload): string {
  const links = [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  // Each on its own line, indented like the head's other tags.
  return indexHtml.replace('</head>', `${links.map((link) => `  ${link}\n  `).join('')}</head>`);
}

function routePages(root: string): RoutePage[] {
  const listing = join(root, '.vite', 'route-preloads.json');
  if (!existsSync(listing)) return [];
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  const preloads = JSON.parse(readFileSync(listing, 'utf8')) as Record<string, RoutePreload>;
  return Object.entries(preloads).map(([route, preload]) => ({
    route,
    match: routeMatcher(route),
    html: withPreloads(indexHtml, preload),
  }));
}

async function webApp(app: FastifyInstance, options: WebAppOptions) {
  const root = options.webDistDir;
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ webDistDir: root }, 'web app not built: only the API is served');
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  const assetsDir = join(root, 'assets') + sep;
  const pages = routePages(root);
  const renderPage = await serverPages(app, { webDistDir: root, publicUrl: options.publicUrl });
  await app.register(fastifyStatic, {
    root,
    // "/" is the app's start page: index.html, with the same no-cache header as the fallback.
    index: ['index.html'],
    list: false,
    // A route per file of the build, found once at start: an address that is no file goes
    // straight to the pages below, where the wildcard route looked for it on disk first
    // (a stat and a directory read on every page: most of a cached page's cost).
    wildcard: false,
    // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    // A refused map answers like any missing /assets/ file: the JSON 404.
    allowedPath: (path) => options.serveSourceMaps || !isSourceMap(path),
    setHeaders: (reply, path) => {
      const cached = path.startsWith(assetsDir) ? immutableCacheControl : 'no-cache';
      reply.header('cache-control', cached);
    },
  });
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsTheApp(request)) return sendNotFound(request, reply);
    // Public estimate pages are shared by link, never listed by search engines.
    if (request.url.startsWith('/estimate/')) reply.header('x-robots-tag', 'noindex');
    reply.header('cache-control', 'no-cache');
    if (renderPage && (await renderPage(request, reply))) return reply;
    const path = pathOf(request);
    for (const page of pages) {
      const params = page.match(path);
      if (!params) continue;
      reply.type('text/html; charset=utf-8');
      // One compressed form per route: a page naming its path in a data link replaces the form
      // of the path before it, so addresses a visitor makes up do not pile up.
      return sendText(request, reply, withDataPreload(page, params), `web-page:${page.route}`);
    }
    return reply.sendFile('index.html', root);
  });
}

export default fp(webApp, { name: 'web-app', fastify: '5.x', dependencies: ['error-handler'] });

import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serverPages } from '../features/ssr/index.js';
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
 * The pages themselves come from features/ssr: a public page rendered on the server, a page
 * behind sign-in as index.html with links to its route's code and styles.
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

async function webApp(app: FastifyInstance, options: WebAppOptions) {
  const root = options.webDistDir;
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ webDistDir: root }, 'web app not built: only the API is served');
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  const assetsDir = join(root, 'assets') + sep;
  const sendPage = await serverPages(app, { webDistDir: root, publicUrl: options.publicUrl });
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
    if (sendPage && (await sendPage(request, reply))) return reply;
    return reply.sendFile('index.html', root);
  });
}

export default fp(webApp, { name: 'web-app', fastify: '5.x', dependencies: ['error-handler'] });

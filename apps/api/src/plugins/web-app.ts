import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './error-handler.js';
import { immutableCacheControl } from './files.js';

/*
 * The built web app on the API's own port. Hashed files under /assets/ are cached forever
 * and sent precompressed (brotli or gzip, written by the build) when the browser accepts it;
 * every other path that is not an API call, a stored file or an existing file gets
 * index.html (never cached), so the app's router can show it. Without a build, and for
 * /api/…, /files/… and /assets/… paths that match nothing, the JSON 404 answers.
 */

export interface WebAppOptions {
  webDistDir: string;
}

const jsonOnlyPrefixes = ['/api/', '/files/', '/assets/'];

function wantsTheApp(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
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
  await app.register(fastifyStatic, {
    root,
    // "/" is the app's start page: index.html, with the same no-cache header as the fallback.
    index: ['index.html'],
    list: false,
    // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const cached = path.startsWith(assetsDir) ? immutableCacheControl : 'no-cache';
      reply.header('cache-control', cached);
    },
  });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsTheApp(request)) return sendNotFound(request, reply);
    // Public estimate pages are shared by link, never listed by search engines.
    if (request.url.startsWith('/estimate/')) reply.header('x-robots-tag', 'noindex');
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  });
}

export default fp(webApp, { name: 'web-app' });

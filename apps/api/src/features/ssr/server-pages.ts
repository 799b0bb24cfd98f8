import type { MatchedRoute, RenderedPage, RoutePreload, ServerEntry } from '@corner/contracts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { sendText } from '../../lib/json-answer.js';
import { callerApi } from './caller-api.js';
import { readerTimeZone } from './reader-time-zone.js';
import { pageCacheEntry } from './page-cache.js';
import { publicReads } from './public-reads.js';

/*
 * The portal's pages (decisions 46 and 59). The web build's server entry
 * (apps/web/dist-server/entry-server.js, made by `vite build --ssr`) names the route an address
 * opens and renders a public one with React Router's static handler; this feature hands it the
 * API's own reads, puts its answer into the built index.html with the route's code and styles
 * linked, and sends it with the page's real status. A customer's page behind sign-in is
 * rendered the same way for its caller alone (issue 40): its reads are the API's routes called
 * as the caller (caller-api.ts), and it is sent `private, no-store`, never kept. A staff screen
 * gets index.html with its route's files preloaded, for the browser to render. Without a server
 * build the caller sends index.html as it is (plugins/web-app.ts).
 */

export interface ServerPagesOptions {
  webDistDir: string;
  /** The portal's public address, for canonical and link-preview addresses; else the Host's. */
  publicUrl: string | undefined;
}

/** Sends the page of an address; false when the web build has no route for it to name. */
export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

const noFiles: RoutePreload = { scripts: [], styles: [] };

/** Whether a loaded module's `serverEntry` is the seam the contracts describe. */
function isServerEntry(value: unknown): value is ServerEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'render' in value &&
    typeof value.render === 'function' &&
    'matchRoute' in value &&
    typeof value.matchRoute === 'function'
  );
}

async function loadServerEntry(file: string): Promise<ServerEntry> {
  const loaded: unknown = await import(pathToFileURL(file).href);
  const entry =
    typeof loaded === 'object' && loaded !== null && 'serverEntry' in loaded
      ? loaded.serverEntry
      : undefined;
  if (!isServerEntry(entry)) throw new Error(`${file} exports no serverEntry to render with`);
  return entry;
}

/** index.html with a route's files linked before </head>, as Vite links the entry's. */
function withPreloads(indexHtml: string, { scripts, styles }: RoutePreload): string {
  const links = [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  // Each on its own line, indented like the head's other tags.
  return indexHtml.replace('</head>', `${links.map((link) => `  ${link}\n  `).join('')}</head>`);
}

/**
 * The page template: index.html with the head tags and the root's content swappable, the
 * route's styles linked, and the entry's script swapped for the loader that starts it, with the
 * route's modules, after the first paint (decision 47).
 */
function template(indexHtml: string, loader: string) {
  const description = /<meta\s+name="description"[\s\S]*?\/>\s*/;
  const title = /<title>[\s\S]*?<\/title>/;
  const root = /<div id="root">[\s\S]*<\/div>(\s*)<\/body>/;
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const entry = entryScript.exec(indexHtml)?.[1];
  if (!description.test(indexHtml) || !title.test(indexHtml) || !root.test(indexHtml) || !entry) {
    throw new Error('index.html has no description, title, #root or entry script to fill');
  }
  const base = indexHtml.replace(description, '');
  return (page: RenderedPage, route: RoutePreload) => {
    const styles = route.styles
      .map((file) => `  <link rel="stylesheet" crossorigin href="/${file}">\n  `)
      .join('');
    const modules = [entry, ...route.scripts.map((file) => `/${file}`)].join(' ');
    return base
      .replace(title, () => page.head)
      .replace(
        entryScript,
        () => `<script defer src="/${loader}" data-modules="${modules}"></script>`,
      )
      .replace('</head>', () => `${styles}</head>`)
      .replace(
        root,
        (_match, space: string) =>
          `${page.noscript}<div id="root">${page.html}</div>\n    ${page.state}${space}</body>`,
      );
  };
}

/** The sender, or undefined when the web app has no server build. */
export async function serverPages(
  app: FastifyInstance,
  options: ServerPagesOptions,
): Promise<PageSender | undefined> {
  const entryFile = join(options.webDistDir, '..', 'dist-server', 'entry-server.js');
  const indexFile = join(options.webDistDir, 'index.html');
  const loaderListing = join(options.webDistDir, '.vite', 'start-after-paint.json');
  const preloadListing = join(options.webDistDir, '.vite', 'route-preloads.json');
  const built = [entryFile, indexFile, loaderListing, preloadListing];
  if (!built.every((file) => existsSync(file))) {
    app.log.warn({ entryFile }, 'web app has no server build: pages are client-rendered');
    return undefined;
  }
  const entry = await loadServerEntry(entryFile);
  const indexHtml = readFileSync(indexFile, 'utf8');
  const loader = (JSON.parse(readFileSync(loaderListing, 'utf8')) as { file: string }).file;
  const fill = template(indexHtml, loader);
  // Kept pages name the build they link (its hashed files): a new build, sharing a Redis
  // cache with the old, never sends a page linking files it no longer has.
  const build = createHash('sha256').update(indexHtml).digest('hex').slice(0, 12);
  const preloads = JSON.parse(readFileSync(preloadListing, 'utf8')) as Record<string, RoutePreload>;
  const routeFiles = (route: MatchedRoute | null) => (route && preloads[route.pattern]) ?? noFiles;
  const clientPages = new Map(
    Object.entries(preloads).map(([pattern, files]) => [pattern, withPreloads(indexHtml, files)]),
  );
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;

  /** The page as sent: index.html filled with the render, or where a redirect leads. */
  async function renderPage(request: FastifyRequest, origin: string, route: MatchedRoute | null) {
    const reads = publicReads(app, request);
    const answer = await entry.render({
      url: request.url,
      origin,
      reads,
      callerApi: route?.signedIn ? callerApi(app, request, origin) : undefined,
      // A kept page is sent to every reader: it is written in no one's zone (it shows none).
      timeZone: route?.keptWith ? undefined : readerTimeZone(request),
    });
    if (answer.kind === 'redirect') return answer;
    // A customer's page renders whole: what it shows loading moves when it comes, so its
    // loader should read it. A public page leaves the visitor's own reads (who is signed in, a
    // spot's live state) to the browser on purpose: its HTML is the same for everyone.
    if (route?.signedIn && answer.unreadQueries.length > 0) {
      request.log.warn({ unreadQueries: answer.unreadQueries }, 'page rendered without reads');
    }
    return { kind: 'page' as const, status: answer.status, html: fill(answer, routeFiles(route)) };
  }

  /** A page the browser renders: index.html with its route's files preloaded. */
  function sendClientPage(request: FastifyRequest, reply: FastifyReply, route: MatchedRoute) {
    const html = clientPages.get(route.pattern);
    if (html === undefined) return false;
    reply.type('text/html; charset=utf-8');
    return sendText(request, reply, html, `web-page:${route.pattern}`).then(() => true);
  }

  return async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const route = entry.matchRoute(path);
    if (route && !route.serverRendered) return sendClientPage(request, reply, route);
    try {
      if (route?.signedIn) {
        // Its dates are written where the reader is: until the browser has said where, the
        // browser renders it (decision 69).
        if (!readerTimeZone(request)) return sendClientPage(request, reply, route);
        return await sendSignedInPage(request, reply, route);
      }
      return await sendPage(request, reply, route);
    } catch (error) {
      // A page that cannot be rendered is left to the browser, which shows what failed with
      // Retry, as before server rendering. A limit reached still answers 429.
      if (error instanceof AppError) throw error;
      request.log.error({ err: error }, 'server rendering failed: index.html sent instead');
      return route ? sendClientPage(request, reply, route) : false;
    }
  };

  /** A customer's page, for its caller alone: never kept, here or by any cache on the way. */
  async function sendSignedInPage(
    request: FastifyRequest,
    reply: FastifyReply,
    route: MatchedRoute,
  ) {
    const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
    const answer = await renderPage(request, origin, route);
    reply.header('cache-control', 'private, no-store');
    if (answer.kind === 'redirect') {
      await reply.redirect(answer.location, answer.status);
      return true;
    }
    reply.code(answer.status).type('text/html; charset=utf-8');
    await sendText(request, reply, answer.html, null);
    return true;
  }

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    route: MatchedRoute | null,
  ) {
    const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
    const render = () => renderPage(request, origin, route);
    const kept = route && pageCacheEntry(app, { origin, build }, request.url, route);
    let answer: Awaited<ReturnType<typeof renderPage>> | undefined;
    let html: string | null = null;
    if (kept) {
      html = await app.cache.rememberAnswer(
        kept.model,
        async () => {
          answer = await render();
          if (answer.kind !== 'page' || answer.status !== 200) return null;
          if (kept.locate && !(await kept.locate())) return null;
          return { html: answer.html };
        },
        (page) => page.html,
      );
    }
    if (html === null) {
      answer ??= await render();
      if (answer.kind === 'redirect') {
        await reply.redirect(answer.location, answer.status);
        return true;
      }
      html = answer.html;
      reply.code(answer.status);
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const path = request.url.split('?')[0] ?? '/';
    if (kept) await sendText(request, reply, html, kept.model.key, { everyone: true });
    else await sendText(request, reply, html, `ssr-page:${path}`);
    return true;
  }
}

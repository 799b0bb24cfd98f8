import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { sendText } from '../../lib/json-answer.js';
import { pageCacheEntry } from './page-cache.js';
import { publicReads, type PublicReads } from './public-reads.js';

/*
 * Server rendering of the public pages (decision 46). The web build's server entry
 * (apps/web/dist-server/entry-server.js, made by `vite build --ssr`) renders a public address
 * with React Router's static handler; this feature hands it the API's own reads, puts its
 * answer into the built index.html with the route's code and styles linked, and sends it with
 * the page's real status. Signed-in screens, and a missing server build, get index.html as
 * before (plugins/web-app.ts).
 */

type RenderAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; html: string; state: string; noscript: string };

interface ServerEntry {
  isServerRendered(pathname: string): boolean;
  render(request: { url: string; origin: string; reads: PublicReads }): Promise<RenderAnswer>;
}

interface RoutePreload {
  scripts: string[];
  styles: string[];
}

export interface ServerPagesOptions {
  webDistDir: string;
  /** The portal's public address, for canonical and link-preview addresses; else the Host's. */
  publicUrl: string | undefined;
}

/** Sends a server-rendered page; false when the address is not one (a signed-in screen). */
export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Matches a path against a route pattern such as `/kitchens/:slug` (a `:name` is one segment). */
function matchesPattern(pattern: string, path: string): boolean {
  const expected = pattern.split('/');
  const segments = (path.length > 1 ? path.replace(/\/$/, '') : path).split('/');
  return (
    segments.length === expected.length &&
    expected.every((part, index) =>
      part.startsWith(':') ? segments[index] !== '' : segments[index] === part,
    )
  );
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
  return (page: Extract<RenderAnswer, { kind: 'page' }>, route: RoutePreload) => {
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

/** The renderer, or undefined when the web app has no server build. */
export async function serverPages(
  app: FastifyInstance,
  options: ServerPagesOptions,
): Promise<PageRenderer | undefined> {
  const entryFile = join(options.webDistDir, '..', 'dist-server', 'entry-server.js');
  const indexFile = join(options.webDistDir, 'index.html');
  const loaderListing = join(options.webDistDir, '.vite', 'start-after-paint.json');
  if (!existsSync(entryFile) || !existsSync(indexFile) || !existsSync(loaderListing)) {
    app.log.warn({ entryFile }, 'web app has no server build: public pages are client-rendered');
    return undefined;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const loader = (JSON.parse(readFileSync(loaderListing, 'utf8')) as { file: string }).file;
  const fill = template(indexHtml, loader);
  // Kept pages name the build they link (its hashed files): a new build, sharing a Redis
  // cache with the old, never sends a page linking files it no longer has.
  const build = createHash('sha256').update(indexHtml).digest('hex').slice(0, 12);
  const listing = join(options.webDistDir, '.vite', 'route-preloads.json');
  const preloads = existsSync(listing)
    ? (JSON.parse(readFileSync(listing, 'utf8')) as Record<string, RoutePreload>)
    : {};
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;

  /** The matched route's code and styles (none for a route the build does not list). */
  const routeFiles = (path: string): RoutePreload => {
    const route = Object.keys(preloads).find((pattern) => matchesPattern(pattern, path));
    return (route ? preloads[route] : undefined) ?? { scripts: [], styles: [] };
  };

  /** The page as sent: index.html filled with the render, or where a redirect leads. */
  async function renderPage(url: string, origin: string, reads: PublicReads) {
    const answer = await entry.render({ url, origin, reads });
    if (answer.kind === 'redirect') return answer;
    const path = url.split('?')[0] ?? '/';
    return { kind: 'page' as const, status: answer.status, html: fill(answer, routeFiles(path)) };
  }

  return async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!entry.isServerRendered(path)) return false;
    try {
      return await sendPage(request, reply, path);
    } catch (error) {
      // A page that cannot be rendered is left to the browser (index.html), which shows what
      // failed with Retry, as before server rendering. A limit reached still answers 429.
      if (error instanceof AppError) throw error;
      request.log.error({ err: error }, 'server rendering failed: index.html sent instead');
      return false;
    }
  };

  async function sendPage(request: FastifyRequest, reply: FastifyReply, path: string) {
    const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
    const render = () => renderPage(request.url, origin, publicReads(app, request));
    const kept = pageCacheEntry(app, { origin, build }, request.url);
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
    await sendText(request, reply, html, kept?.model.key ?? `ssr-page:${path}`);
    return true;
  }
}

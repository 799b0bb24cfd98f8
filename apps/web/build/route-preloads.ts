import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** What a route loads beyond the entry: its lazy chunks with their static imports, and CSS. */
interface RoutePreload {
  scripts: string[];
  styles: string[];
}

const routePreloadsFile = '.vite/route-preloads.json';

const isChunk = (file: OutputBundle[string]): file is OutputChunk => file.type === 'chunk';

/** A chunk and every chunk it statically imports, each once. */
function staticClosure(bundle: OutputBundle, start: OutputChunk, seen = new Set<OutputChunk>()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const fileName of start.imports) {
    const imported = bundle[fileName];
    if (imported && isChunk(imported)) staticClosure(bundle, imported, seen);
  }
  return seen;
}

const stylesOf = (chunks: Set<OutputChunk>) =>
  new Set([...chunks].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));

/**
 * Writes `dist/.vite/route-preloads.json`: for each route pattern, the files its page loads
 * beyond the entry. The API links them from the HTML of that route (`<link rel=modulepreload>`),
 * so the browser fetches the page's code beside the entry instead of after it has run; the web
 * budgets (scripts/check-web-budgets.mjs) count the same files. `routes` maps a route pattern to
 * the source modules the router loads lazily for it; the build fails when one is not a chunk.
 */
export function routePreloads(routes: Record<string, string[]>): Plugin {
  let root = process.cwd();
  return {
    name: 'corner:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('route-preloads: the build has no entry chunk');
      const entryChunks = staticClosure(bundle, entry);
      const entryStyles = stylesOf(entryChunks);
      const preloads: Record<string, RoutePreload> = {};
      for (const [route, modules] of Object.entries(routes)) {
        const routeChunks = new Set<OutputChunk>();
        for (const module of modules) {
          const chunk = chunks.find((each) => each.facadeModuleId === resolve(root, module));
          if (!chunk) return this.error(`route-preloads: ${route}: ${module} is not a chunk`);
          staticClosure(bundle, chunk, routeChunks);
        }
        const ownChunks = new Set([...routeChunks].filter((chunk) => !entryChunks.has(chunk)));
        preloads[route] = {
          scripts: [...ownChunks].map((chunk) => chunk.fileName),
          styles: [...stylesOf(ownChunks)].filter((style) => !entryStyles.has(style)),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: routePreloadsFile,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}

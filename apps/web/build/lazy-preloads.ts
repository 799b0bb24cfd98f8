import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/*
 * What a lazy import preloads (decision 36.2). Vite writes, into each chunk with lazy imports,
 * the list of files each import needs (`__vite__mapDeps`), including the chunks and styles the
 * entry and the importing chunk have already loaded: bytes every page downloads for nothing.
 * `resolveDependencies` leaves those chunks out; the plugin then leaves out the entry's styles,
 * which Vite does not pass to it. Either only shortens lists: a file left out is one the page
 * already has, or one the browser never asks for (a route's server-only loader).
 */
export function lazyPreloads() {
  let bundle: OutputBundle = {};

  const entryFile = () =>
    Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry)?.fileName;

  /** A chunk and the chunks it statically imports: loaded before it runs. */
  function loadedWith(fileName: string, loaded = new Set<string>()): Set<string> {
    const chunk = bundle[fileName];
    if (loaded.has(fileName) || chunk?.type !== 'chunk') return loaded;
    loaded.add(fileName);
    for (const imported of chunk.imports) loadedWith(imported, loaded);
    return loaded;
  }

  function resolveDependencies(file: string, deps: string[], { hostId }: { hostId: string }) {
    // A route's loader runs on the server only (src/lib/route-data.ts, serverLoader): the
    // browser never imports it, so it needs no list of files to fetch with it.
    if (/\.loader-[\w-]+\.js$/.test(file)) return [];
    const entry = entryFile();
    const loaded = loadedWith(hostId, entry ? loadedWith(entry) : undefined);
    return deps.filter((dep) => !loaded.has(dep));
  }

  const header =
    /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;

  const plugin: Plugin = {
    name: 'corner:lazy-preloads',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };

  // After Vite has written the lists (in its own generateBundle).
  const dropEntryStyles: Plugin = {
    name: 'corner:lazy-preloads-styles',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, output) {
        const entry = entryFile();
        if (!entry) return;
        const entryStyles = new Set<string>();
        for (const fileName of loadedWith(entry)) {
          const chunk = output[fileName];
          if (chunk?.type === 'chunk')
            chunk.viteMetadata?.importedCss.forEach((css) => entryStyles.add(css));
        }
        for (const chunk of Object.values(output)) {
          if (chunk.type !== 'chunk') continue;
          const found = header.exec(chunk.code);
          if (!found?.[1]) continue;
          const files = JSON.parse(found[1]) as string[];
          const kept = files.filter((file) => !entryStyles.has(file));
          if (kept.length === files.length) continue;
          const index = new Map(kept.map((file) => [files.indexOf(file), kept.indexOf(file)]));
          const list = `[${kept.map((file) => JSON.stringify(file)).join(',')}]`;
          chunk.code = chunk.code
            .replace(found[0], found[0].replace(found[1], list))
            .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, indexes: string) => {
              const remapped = indexes
                .split(',')
                .filter((each) => each !== '')
                .flatMap((each) => index.get(Number(each)) ?? []);
              return `__vite__mapDeps([${remapped.join(',')}])`;
            });
        }
      },
    },
  };

  return { plugins: [plugin, dropEntryStyles], resolveDependencies };
}

import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/*
 * The loader of the server-rendered pages (decision 47). Their HTML is the page, so the app's
 * code has nothing to show before the first paint; fetched and run at once, it competes with
 * the page's styles and pictures for a phone's bandwidth and holds the first paint while the
 * framework is compiled. The server links this classic script instead of the entry
 * (apps/api/src/features/ssr): after the page has painted it preloads the route's modules and
 * imports the entry, which hydrates. A hidden tab starts at once (it paints nothing).
 * Three preloads a task: Chromium spends 1 to 3 ms on each link it is given, and a customer's
 * page preloads about thirty modules, which in one task held the main thread (decision 71.2).
 */
const loaderSource = `(() => {
  const [entry, ...modules] = document.currentScript.dataset.modules.split(' ');
  const preloadFrom = (first) => {
    for (const href of modules.slice(first, first + 3)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (first + 3 < modules.length) setTimeout(() => preloadFrom(first + 3));
  };
  const start = () => {
    preloadFrom(0);
    import(entry);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start));
})();
`;

/** Where the build names the loader's file, for the server (apps/api/src/features/ssr). */
const listingFile = '.vite/start-after-paint.json';

/** Emits the loader under a content-hashed name (cached for good, as every asset). */
export function startAfterPaint(): Plugin {
  return {
    name: 'corner:start-after-paint',
    apply: 'build',
    generateBundle() {
      const hash = createHash('sha256').update(loaderSource).digest('base64url').slice(0, 8);
      const fileName = `assets/start-after-paint-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: loaderSource });
      this.emitFile({
        type: 'asset',
        fileName: listingFile,
        source: `${JSON.stringify({ file: fileName })}\n`,
      });
    },
  };
}

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from '@/app/app';
import { createAppRouter, isSignedInPath, routes } from '@/app/router';
import { createQueryClient } from '@/lib/react-query';
import { hydrateSentState } from '@/ssr/dehydrated';
import { pageStateElementId, readPageState } from '@/ssr/router-state';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Error boundaries log what they catch themselves (src/components/errors, src/app/app.tsx),
// so React's own report of caught errors would only say it twice.
const onCaughtError = () => {};

/**
 * A page the server rendered (src/entry-server.tsx, decision 46): the matched routes' modules
 * are loaded first, so the router starts with the page the server rendered instead of its
 * loading frame, and the query cache starts with the server's answers, so the first render
 * asks the API for nothing and matches the HTML.
 */
async function hydratePage(pageState: string) {
  // A customer's page: with the signed-in routes in place, as the server rendered it.
  const pageRoutes = isSignedInPath(location.pathname)
    ? (await import('@/app/signed-in-routes')).withSignedInRoutes(routes)
    : routes;
  // One at a time: only the page's own route is lazy, and the HTML preloads its module.
  for (const { route } of matchRoutes(pageRoutes, location) ?? []) {
    if (typeof route.lazy === 'function') {
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }
  }
  const queryClient = createQueryClient();
  hydrateSentState(queryClient, readPageState(pageState));
  const router = createAppRouter(undefined, pageRoutes);
  // A transition, as the first render below: the page is already on screen, so React hydrates
  // it in slices and a tap meanwhile is answered (a whole estimate page in one task blocked the
  // main thread for hundreds of milliseconds on a phone: Lighthouse's total blocking time).
  startTransition(() => {
    hydrateRoot(
      container!,
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
      { onCaughtError },
    );
  });
}

const pageState = document.getElementById(pageStateElementId)?.textContent;
if (pageState) {
  void hydratePage(pageState);
} else {
  const router = createAppRouter();
  const root = createRoot(container, { onCaughtError });
  // A transition, so React renders the first page in slices and the browser stays responsive
  // while it does (a plain render is one long task: Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

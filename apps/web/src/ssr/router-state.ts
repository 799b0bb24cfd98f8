import type { DehydratedState } from '@tanstack/react-query';

/*
 * What a server-rendered page carries for its hydration (decision 46), in one non-executed
 * JSON script (the CSP allows no inline script): the router's state, in the form React
 * Router's own StaticRouterProvider writes, and the dehydrated query cache.
 */

/** The element whose text is the page's state. */
export const pageStateElementId = 'ssr-state';

export interface PageState {
  router: unknown;
  queries: DehydratedState;
}

/**
 * The page's state, its router state handed to createBrowserRouter, which reads it from where
 * StaticRouterProvider's inline script would have put it.
 */
export function readPageState(text: string): DehydratedState {
  const state = JSON.parse(text) as PageState;
  window.__staticRouterHydrationData = state.router;
  return state.queries;
}

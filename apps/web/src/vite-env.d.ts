/// <reference types="vite/client" />

interface Window {
  /** Set by a prerenderer: the route to render, kept in memory instead of the address bar. */
  __PRERENDER_ROUTE__?: string;
  /** The router state of a server-rendered page, read by createBrowserRouter (src/ssr). */
  __staticRouterHydrationData?: unknown;
}

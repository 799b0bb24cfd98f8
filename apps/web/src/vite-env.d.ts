/// <reference types="vite/client" />

interface Window {
  /** Set by a prerenderer: the route to render, kept in memory instead of the address bar. */
  __PRERENDER_ROUTE__?: string;
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Which environment's API to call: local, development or production (the default). */
  readonly VITE_APP_ENV?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /** Set by a prerenderer: the route to render, kept in memory instead of the address bar. */
  __PRERENDER_ROUTE__?: string;
}

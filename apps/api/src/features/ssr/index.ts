/*
 * The ssr feature's public entry: what other features and the app's wiring may use of
 * it. Nothing else of the feature is imported from outside it (the API's lint zones in
 * eslint.config.js).
 */
export { serverPages } from './server-pages.js';

/*
 * The admin-catalog feature's public entry: what other features and the app's wiring may use of
 * it. Nothing else of the feature is imported from outside it (the API's lint zones in
 * eslint.config.js).
 */
export { type CatalogListOptions, catalogPage } from './catalog-repository.js';
export { default as adminCatalogRoutes } from './catalog-routes.js';
export { componentSlug } from './component-slugs.js';
export { default as adminContentRoutes } from './content-routes.js';
export { default as adminKitchenRoutes } from './kitchen-routes.js';

/*
 * The gallery feature's public entry: what other features and the app's wiring may use of
 * it. Nothing else of the feature is imported from outside it (the API's lint zones in
 * eslint.config.js).
 */
export { dropGalleryOnWrite } from './drop-on-write.js';
export { galleryReads } from './gallery-reads.js';
export { toCatalogItem, toCatalogItemSummary } from './mappers.js';
export { default as galleryRoutes } from './routes.js';

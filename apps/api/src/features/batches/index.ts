/*
 * The batches feature's public entry: what other features and the app's wiring may use of
 * it. Nothing else of the feature is imported from outside it (the API's lint zones in
 * eslint.config.js).
 */
export { default as batchEstimateRoutes } from './batch-estimates-routes.js';
export { freeBatchName } from './batches-repository.js';
export { default as estimatePageSlugRoutes } from './estimate-page-slugs-routes.js';
export { columnsOf } from './parameters-repository.js';
export { default as batchRoutes } from './routes.js';

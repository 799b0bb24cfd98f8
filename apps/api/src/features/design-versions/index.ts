/*
 * The design-versions feature's public entry: what other features and the app's wiring may use of
 * it. Nothing else of the feature is imported from outside it (the API's lint zones in
 * eslint.config.js).
 */
export { customerEstimate } from './customer-estimate.js';
export {
  estimatedVersionsOfBatch,
  findDesignVersion,
  latestEstimates,
  versionRowsOfBatch,
} from './design-versions-repository.js';
export { toEstimate } from './estimate-mapper.js';
export { default as designVersionRoutes } from './routes.js';
export {
  estimateIdsOfPageBatch,
  estimateIdsShownToCustomers,
  shownToCustomers,
  shownToCustomersOf,
} from './shown-to-customers.js';

/*
 * The price-lists feature's public entry: what other features and the app's wiring may use of
 * it. Nothing else of the feature is imported from outside it (the API's lint zones in
 * eslint.config.js).
 */
export { default as activePriceListRoutes } from './active-price-list-routes.js';
export {
  activePriceList,
  builtInPriceList,
  findActivePriceList,
  priceListDates,
} from './price-lists-repository.js';
export { default as priceListRoutes } from './routes.js';

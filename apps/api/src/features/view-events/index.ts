/*
 * The view-events feature's public entry: what other features and the app's wiring may use of
 * it. Nothing else of the feature is imported from outside it (the API's lint zones in
 * eslint.config.js).
 */
export { mailEstimatePage, noCustomerEmail } from './estimate-page-mail.js';
export { eventRecorder } from './record-event.js';
export { default as viewEventRoutes } from './routes.js';
export { default as viewStatisticsRoutes } from './statistics-routes.js';
export { findEstimatePage, isVersionOfBatch } from './view-events-repository.js';
export { lastActivities, lastActivityAt } from './view-statistics-repository.js';

/*
 * The admin-projects feature's public entry: what other features and the app's wiring may use of
 * it. Nothing else of the feature is imported from outside it (the API's lint zones in
 * eslint.config.js).
 */
export { findOrMakeCustomers, insertProject } from './admin-projects-repository.js';
export { decimalText } from './admin-versions-repository.js';
export { default as adminProjectRoutes } from './routes.js';
export { default as adminVersionContentRoutes } from './version-content-routes.js';
export { default as adminVersionRoutes } from './version-routes.js';
export { saveVersionOptions } from './version-options-repository.js';

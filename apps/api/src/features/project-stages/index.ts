/*
 * The project-stages feature's public entry: what other features and the app's wiring may use of
 * it. Nothing else of the feature is imported from outside it (the API's lint zones in
 * eslint.config.js).
 */
export { projectPhases, projectStageDates } from './project-phases.js';
export { default as projectStageRoutes } from './routes.js';

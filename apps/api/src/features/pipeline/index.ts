/* The pipeline's public entry (issue 39 point 3): the app registers the routes. */
export { pipelineRoutes } from './routes.js';

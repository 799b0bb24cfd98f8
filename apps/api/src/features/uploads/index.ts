/*
 * The uploads feature's public entry: what other features and the app's wiring may use of
 * it. Nothing else of the feature is imported from outside it (the API's lint zones in
 * eslint.config.js).
 */
export { default as uploadRoutes } from './routes.js';
export { acceptOneFile, readOneFile, type UploadSentences } from './read-upload.js';
export { uploadRateLimiter } from './upload-rate-limit.js';

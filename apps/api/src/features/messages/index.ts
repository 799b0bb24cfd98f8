/*
 * The messages feature's public entry (issue 36): what other features and the app's wiring may
 * use of it. Nothing else of the feature is imported from outside it (eslint.config.js).
 */
export { default as threadBus } from './live/thread-bus-plugin.js';
export { messageInboxRoutes, projectMessageRoutes } from './routes.js';
export { liveThreadRoutes } from './live/live-routes.js';
export { messageMailSettingsRoutes, messageMails } from './mail/index.js';
export { messageAttachmentRoutes } from './attachments/routes.js';
export { refuseOnTheTemplate, writeThreadMessage, type ThreadMessage } from './write-message.js';
export { attachmentsOf } from './messages-repository.js';

/* The message mails (issue 36): the pass that mails unread bursts, and the caller's choice. */
export { default as messageMails } from './message-mails-plugin.js';
export { default as messageMailSettingsRoutes } from './message-mail-settings-routes.js';

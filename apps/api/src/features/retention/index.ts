/* Retention of the audit trail and the view events (issue 39): the app registers the pass. */
export { dataRetention } from './data-retention.js';

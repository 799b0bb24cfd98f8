/*
 * The audit trail's public entry (issue 39): features record their changes with
 * `recordChange`; the app registers the routes. Nothing else of the feature is imported from
 * outside it (eslint.config.js).
 */
export { audited, entityTrail, recordChange, type Audited } from './audit-trail.js';
export { auditRoutes, staffAuditRoutes } from './routes.js';
export { userTrail } from './user-trail.js';

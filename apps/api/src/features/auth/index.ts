/*
 * The auth feature's public entry: what other features and the app's wiring may use of
 * it. Nothing else of the feature is imported from outside it (the API's lint zones in
 * eslint.config.js).
 */
export { type Viewer, requireAdmin, requireStaff, requireViewer } from './guards.js';
export { purgeExpiredSignIns } from './housekeeping.js';
export { linkBase } from './link-base.js';
export { default as authRoutes } from './routes.js';
export { randomToken, tokenHasher } from './secrets.js';
export { linkSentRecently, sendSignInLink, signInLinkAddress } from './send-sign-in-link.js';
export { type SessionCookie, sessionCookie } from './session-cookie.js';
export { SessionStore } from './session-store.js';
export { issueSignInToken, recordSignInToken, welcomeSignInTokenLifeMs } from './sign-in-tokens.js';
export { default as userRoutes } from './user-routes.js';
export { findUserByEmail } from './users-repository.js';

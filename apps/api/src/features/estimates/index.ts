/*
 * The estimates feature's public entry: what other features and the app's wiring may use of
 * it. Nothing else of the feature is imported from outside it (the API's lint zones in
 * eslint.config.js).
 */
export {
  refuseAccepted,
  refuseAcceptedInBatch,
  refuseVersionWithRecords,
} from './acceptances/acceptance-locks.js';
export { recordedAmong } from './acceptances/acceptances-repository.js';
export { checkAcceptanceRecord } from './acceptances/check-record.js';
export { acceptanceRoutes } from './acceptances/routes.js';
export { checkSignOffRecord } from './design-sign-offs/check-sign-off.js';
export { designSignOffRoutes } from './design-sign-offs/routes.js';
export { approvedSignOff } from './design-sign-offs/sign-offs-repository.js';
export { paymentsDueRoutes } from './payment-schedule/admin-routes.js';
export { paymentReminders } from './payment-schedule/payment-reminders.js';
export { paymentScheduleRoutes } from './payment-schedule/routes.js';
export { default as estimateBreakdownRoutes } from './breakdown/routes.js';
export { calculateAndStore, paramsMissing } from './calculation/calculation-repository.js';
export { default as estimateRoutes } from './calculation/routes.js';
export { adminRequoteRoutes, projectRequoteRoutes } from './requotes/requote-routes.js';
export { paymentIssueRoutes } from './reservations/payment-issue-routes.js';
export {
  type ReservedEstimate,
  customerEmails,
  projectReservation,
  projectReservations,
  staffEmails,
} from './reservations/reservations-repository.js';
export { default as reservationRoutes } from './reservations/routes.js';
export { standInPath, default as standInRoutes } from './reservations/stand-in-routes.js';
export { default as webhookRoutes } from './reservations/webhook-routes.js';
export { estimatePageReads } from './views/estimate-page-reads.js';
export { default as estimateViewRoutes } from './views/routes.js';
export { unknownSlugLimit, unknownSlugLimiter } from './views/unknown-slug-limit.js';
export { variantRequestRoutes } from './variants/routes.js';

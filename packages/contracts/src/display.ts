/**
 * The zod-free part of the contracts: formatting, input rules and display constants. The web
 * app imports runtime values from `@corner/contracts/display` (and only types from the main
 * entry), so its bundle carries no schema code.
 */
export * from './currency.js';
export * from './dates.js';
export * from './validation.js';
export * from './plain-text.js';
export * from './number-limits.js';
export * from './estimate-parameter-rules.js';
export * from './error-codes.js';
export * from './image-sizes.js';
export * from './uploads.js';
export * from './catalog-categories.js';
export * from './timeline.js';
export * from './return-to.js';
export * from './estimate-line-groups.js';
export * from './estimate-cost-lines.js';
export * from './enquiry-rules.js';
export * from './user-types.js';
export * from './portal-paths.js';
export * from './estimate-expiry.js';
export * from './account-texts.js';
export * from './option-texts.js';
export * from './option-choices.js';
export * from './acceptance-texts.js';
export * from './design-sign-off-texts.js';
export * from './payment-schedule-texts.js';
export * from './price-list-rates.js';
export * from './audit-texts.js';
export * from './pipeline-texts.js';

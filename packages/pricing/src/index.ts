export * from './price-list.js';
export * from './calculate-estimate.js';
export * from './price-lines.js';
export * from './pricing-inputs.js';
export * from './variant.js';

export * from './price-list.js';
export * from './calculate-estimate.js';

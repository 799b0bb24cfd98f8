// e2e/support/demo-estimate.ts imports the demo data from here: drop this folder once it
// imports @corner/demo (packages/demo), where the demo company now lives.
export { demoCatalog } from '../../../../packages/demo/src/catalog.js';

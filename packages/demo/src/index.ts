/*
 * The demo company (PRODUCT.md section 2): its users, catalog, gallery kitchens and projects,
 * and the drawing of their pictures as SVG. Plain data and pure functions: the API's seed
 * (apps/api/src/seed) is the one place that reads them, to fill an empty database.
 */
export { demoCatalog, type DemoCatalogItem } from './catalog.js';
export { demoKitchens, type DemoKitchen } from './kitchens.js';
export { versionLook } from './project-looks.js';
export type {
  DemoBatch,
  DemoContent,
  DemoDesignVersion,
  DemoOptionGroup,
  DemoProject,
} from './project-types.js';
export {
  demoContent,
  demoEstimateIncluded,
  demoEstimatePageSlug,
  demoProjects,
} from './projects.js';
export { demoReservationExplainer } from './reservation-content.js';
export { demoAcceptanceTerms } from './acceptance-terms.js';
export { demoSignOffTerms } from './sign-off-terms.js';
export { demoWelcomeNextStep } from './welcome-content.js';
export { walkerProjects } from './projects-walker.js';
export { demoDesignerEmail, demoUsers } from './users.js';
export { drawCatalogPicture, type CatalogPicture } from './drawing/catalog-picture.js';
export { drawKitchenElevation, type Elevation } from './drawing/kitchen-elevation.js';

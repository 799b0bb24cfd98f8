import type { ContentSlot } from '@corner/contracts';
import type { DemoContent, DemoProject } from './project-types.js';
import { otherProjects } from './projects-others.js';
import { walkerProjects } from './projects-walker.js';

/*
 * The demo company's projects (PRODUCT.md sections 2 and 6): customer@ has one project in
 * estimation (two batches, a published estimate page) and one in design; other@ has one in
 * estimation; the template project (isDemo) has no customers.
 */

export { demoEstimatePageSlug } from './projects-walker.js';
export type { DemoProject } from './project-types.js';

export const demoProjects: DemoProject[] = [...walkerProjects, ...otherProjects];

/** Guides and checklists for the stages of the dashboard's timeline. */
/**
 * What an estimate includes and does not, by country: the content items of the estimate
 * page's `estimate-included-{country}` slots (decision 34), editable in the back office.
 */
export const demoEstimateIncluded = [
  {
    slot: 'estimate-included-us',
    name: 'What a US estimate includes',
    body: 'Included: every cabinet, front, fitting and worktop listed on this estimate, your designer’s visit to measure your room, and delivery to your address as shown. Not included: sales tax, which depends on your state, and installing the kitchen, which your local installer quotes for separately. Prices hold until the date shown on the estimate.',
  },
  {
    slot: 'estimate-included-eu',
    name: 'What a European estimate includes',
    body: 'Included: every cabinet, front, fitting and worktop listed on this estimate, and delivery to your address as shown. Your designer’s visit to measure your room, and installing the kitchen when we do it, are the Measurements and Installation lines of the estimate. VAT is not included unless the estimate says so. Prices hold until the date shown on the estimate.',
  },
] as const satisfies readonly { slot: ContentSlot; name: string; body: string }[];

export const demoContent: DemoContent[] = [
  {
    stage: 'design-approval',
    name: 'How to review your design',
    body: 'Open your estimate and look at the renders of each design version wall by wall. Check the width of every tall cabinet against your appliances, where the sink sits under the window and how much worktop is left either side of the hob. Write every change down in one message to your designer: one round of changes keeps the start date.',
  },
  {
    stage: 'design-approval',
    name: 'Design approval checklist',
    body: 'Appliance models and sizes confirmed. Wall, window and door measurements from your designer’s visit checked on the plan. Fronts, handles and worktop chosen. Plumbing and sockets marked on the plan. Estimate accepted and production spot reserved.',
  },
  {
    stage: 'production',
    name: 'What happens in the workshop',
    body: 'Your boxes are cut from birch plywood and melamine board on our CNC line, edged and drilled for hinges and runners. Fronts are veneered or lacquered in three coats and left to cure for a week. Worktops are templated and cut last, from the final measurements.',
  },
  {
    stage: 'quality-control',
    name: 'Quality control and packing checklist',
    body: 'Every box is assembled once in the workshop, every front hung and adjusted, every drawer opened a hundred times. Each part is labelled with its place on your plan, wrapped in corner guards and packed in crates numbered in installation order.',
  },
  {
    stage: 'delivery',
    name: 'Getting ready for delivery day',
    body: 'Clear a dry room close to the kitchen for the crates: about six square metres for a small kitchen, ten for a medium one and fourteen for a large one. Make sure the way in is at least 90 cm wide, book the lift if you live in a building, and keep the tracking link at hand: the carrier calls the day before.',
  },
  {
    stage: 'installation',
    name: 'Installation checklist',
    body: 'Old kitchen removed and walls finished. Water, drain and power ready where the plan shows them. Floor laid under the kitchen. Appliances delivered and unpacked. Someone at home on the first and last day to sign off the kitchen with the installers.',
  },
];

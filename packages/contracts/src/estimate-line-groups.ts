import type { catalogCategories } from './catalog-categories.js';

type Category = (typeof catalogCategories)[number];

/**
 * The detail groups of an estimate page (spec section 2), in order, each with the categories
 * of line it lists and the summary line its lines add up to. Fronts & Boxes is Materials and
 * Countertop is Countertop; the three middle groups together are Components. Zod-free, so the
 * web app takes it from `@corner/contracts/display`.
 */
export const estimateLineGroups = [
  {
    key: 'fronts-and-boxes',
    title: 'Fronts & Boxes',
    categories: ['front', 'box'],
    summaryLine: 'materialsCost',
  },
  {
    key: 'opening-system',
    title: 'Opening system',
    categories: ['opening-system', 'hardware'],
    summaryLine: 'componentsCost',
  },
  {
    key: 'functional-features',
    title: 'Functional features',
    categories: ['functionality'],
    summaryLine: 'componentsCost',
  },
  {
    key: 'accessories',
    title: 'Accessories',
    categories: ['accessory'],
    summaryLine: 'componentsCost',
  },
  {
    key: 'countertop',
    title: 'Countertop',
    categories: ['countertop'],
    summaryLine: 'countertopCost',
  },
] as const satisfies readonly {
  key: string;
  title: string;
  categories: readonly Category[];
  summaryLine: 'materialsCost' | 'componentsCost' | 'countertopCost';
}[];

export type EstimateLineGroup = (typeof estimateLineGroups)[number];
export type EstimateLineGroupKey = EstimateLineGroup['key'];

/** The group a category's lines are listed in. */
export function lineGroupOf(category: Category): EstimateLineGroup {
  const group = estimateLineGroups.find((candidate) =>
    (candidate.categories as readonly Category[]).includes(category),
  );
  if (!group) throw new Error(`No estimate line group lists ${category}`);
  return group;
}

/**
 * Content slots: the content items (back office, Content) whose text an estimate page shows,
 * by where. `estimate-included-{country}` says what an estimate of that country includes and
 * does not (tax, measurement, installation); `reservation-explainer` says beside RESERVE A SPOT
 * what a reservation is, its deposit and what happens next (decision 37); `welcome-next-step`
 * says what happens next to a customer whose project came from an enquiry: in the welcome mail
 * and on the empty dashboard and estimate page (decision 52).
 */
export const contentSlots = [
  'estimate-included-us',
  'estimate-included-eu',
  'reservation-explainer',
  'welcome-next-step',
  'acceptance-terms',
  'sign-off-terms',
] as const;
export type ContentSlot = (typeof contentSlots)[number];
export const contentSlotLabels: Record<ContentSlot, string> = {
  'estimate-included-us': 'Estimate page: what a US estimate includes',
  'estimate-included-eu': 'Estimate page: what a European estimate includes',
  'reservation-explainer':
    'Estimate page: what reserving a spot means (deposit, what happens next)',
  'welcome-next-step':
    'Welcome: what happens next for a customer from an enquiry (mail, empty dashboard and estimate)',
  'acceptance-terms':
    'Acceptance: the terms a customer accepts with an estimate (each save is a new version of them)',
  'sign-off-terms':
    'Design sign-off: the terms a customer agrees to when they sign off a design (each save is a new version of them)',
};

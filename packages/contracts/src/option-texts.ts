/*
 * The words and choice keys of a version's options and of variant requests (issue 37), apart
 * from their schemas (version-options.ts, variant-requests.ts), so the web app's public pages
 * take them from `@corner/contracts/display` without zod.
 */

/** The keys a group's choices go by, besides its items' ids. */
export const optionChoiceKeys = {
  designed: 'designed',
  none: 'none',
  assembled: 'assembled',
  notAssembled: 'not-assembled',
  shipping: 'shipping',
  airFreight: 'air-freight',
  together: 'together',
  separate: 'separate',
} as const;

/** The texts customers read beside a version's options. */
export const optionTexts = {
  heading: 'Try options',
  variantMark: 'Your choice, not yet an estimate',
  designed: 'As designed',
  without: 'Without it',
  none: 'None',
  assembled: 'Assembled',
  notAssembled: 'Not assembled',
  shipping: 'Shipping',
  airFreight: 'Air freight',
  together: 'With the rest',
  separate: 'On its own',
  reset: 'Back to the estimate',
} as const;

export const variantRequestTexts = {
  ask: 'Ask for this variant',
  askAgain: 'Ask for this variant instead',
  asked: 'Your designer has your request and will send you an estimate of this variant.',
  askedOn: (date: string) => `You asked for a variant on ${date}.`,
  makeVersion: 'Make a version from it',
  heading: 'Variants customers asked for',
  empty: 'No customer has asked for a variant.',
  priceHolds: 'The price the customer was shown holds.',
  priceChanged: (difference: string, why: string) =>
    `The new estimate would differ by ${difference}: ${why}.`,
} as const;

/* Words and limits of accepting an estimate (issue 38) that the browser uses too: no zod. */

/** A drawn signature as the browser's canvas gives it. */
export const signatureDataUrlPrefix = 'data:image/png;base64,';
/** About 150 kB of PNG: a signature pad's drawing is a few kB. */
export const signatureMaxLength = 200_000;

export const acceptanceTexts = {
  agree: 'I have read the terms and I accept this estimate',
  agreeRequired: 'Tick the box to say that you accept the terms',
  signatureRequired: 'Draw your signature in the box',
  signatureUnreadable: 'The signature could not be read: clear it and draw it again',
} as const;

/** Whether a drawn signature is asked for (ACCEPTANCE_SIGNATURE). */
export const signatureSettings = ['required', 'optional'] as const;
export type SignatureSetting = (typeof signatureSettings)[number];

export const recordMatches = ['matches', 'does-not-match'] as const;
export type RecordMatch = (typeof recordMatches)[number];

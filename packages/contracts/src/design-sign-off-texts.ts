/* Words and states of a design sign-off (issue 38 point 3) that the browser uses too: no zod. */

/**
 * requested: staff asked the customer to approve the version with its drawings;
 * approved: the customer signed it off (a record like an estimate's acceptance);
 * changes-asked: the customer asked for changes in the thread instead;
 * superseded: staff asked again (another version, other drawings) before an answer;
 * withdrawn: staff withdrew an approval, with a reason.
 */
export const designSignOffStates = [
  'requested',
  'approved',
  'changes-asked',
  'superseded',
  'withdrawn',
] as const;
export type DesignSignOffState = (typeof designSignOffStates)[number];

export const designSignOffTexts = {
  title: 'Design sign-off',
  agree: 'I have read the terms and I approve this design for production',
  agreeRequired: 'Tick the box to say that you approve the design',
  drawingsRequired: 'Attach the drawings the customer signs off',
  ready: (versionName: string) => `${versionName} is ready for your sign-off`,
  requestMessage: (versionName: string) =>
    `Design version ${versionName} is ready for your sign-off. The drawings are attached: approve the design on your project page, or ask for changes.`,
  approved: (versionName: string, date: string, fullName: string) =>
    `${versionName} signed off on ${date} by ${fullName}`,
  changesAsked: 'You asked for changes: your designer will send a new version to sign off.',
  changesAskedStaff: 'The customer asked for changes in the messages.',
  waiting: 'Waiting for the customer to sign the design off.',
  noRequest: 'No design is waiting for sign-off.',
  productionWaits: 'Production starts once you sign off the final design.',
  productionBeforeSignOff:
    'Production cannot start before the customer signs off the design: ask them to approve a design version first, or start production later',
  alreadySignedOff: 'The design is signed off: withdraw the sign-off before you ask for another',
  notWaiting: 'This design is no longer waiting for sign-off: open the newest request',
  staffApprove: "A project's customers sign off its design; staff ask for the sign-off",
  noTerms:
    'There are no sign-off terms yet: your designer will tell you when you can sign off the design',
  termsChanged: 'The terms have changed since you opened them: read them again before you sign off',
  demoProject: 'The project template is an example: sign off the design of your own project',
  alreadyWithdrawn: 'This sign-off was already withdrawn',
  reasonRequired: 'Say why the sign-off is withdrawn',
  notApproved: 'Only an approved design can be withdrawn',
  versionHasSignOff:
    'The customer signed off this design version: the version and its sign-off record are kept',
} as const;

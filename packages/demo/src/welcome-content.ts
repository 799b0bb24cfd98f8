/**
 * The demo text of the `welcome-next-step` content slot (decision 52): what happens next for a
 * customer whose project came from an enquiry. The welcome mail says it, and the dashboard and
 * estimate page show it while they are still empty; staff edit it in the back office (Content).
 */
export const demoWelcomeNextStep = {
  name: 'Welcome: what happens next',
  body: [
    'Your designer will call or write within two working days to arrange a visit: they measure your room and talk through how you cook, store and live in it.',
    'From those measurements they draw your first design and calculate its estimate. Both appear on your project’s dashboard and estimate page, and we let you know when they are ready.',
  ].join('\n\n'),
} as const;

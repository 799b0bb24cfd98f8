import { addDays } from './timeline.js';

/*
 * The pipeline's words and rules (issue 39 point 3), shared by the API and the back office's
 * page. No zod here: the web imports it from '@corner/contracts/display'.
 */

/** The funnel's steps, in order: each lead of the cohort is followed through them. */
export const pipelineStepKeys = [
  'enquiry',
  'converted',
  'published',
  'opened',
  'committed',
  'paid',
] as const;
export type PipelineStepKey = (typeof pipelineStepKeys)[number];

/** The steps whose value is an estimate's total (or, for 'paid', what was paid). */
export const pipelineValuedSteps: readonly PipelineStepKey[] = [
  'published',
  'opened',
  'committed',
  'paid',
];

export const pipelineSteps: Readonly<Record<PipelineStepKey, { label: string; means: string }>> = {
  enquiry: {
    label: 'Enquiries',
    means: 'Enquiries received, and projects staff made without one',
  },
  converted: { label: 'Converted', means: 'The lead has a project' },
  published: {
    label: 'Estimate published',
    means: 'The project’s first estimate page was published',
  },
  opened: {
    label: 'Opened',
    means: 'The customer (or anyone with the link) first opened an estimate page of it',
  },
  committed: {
    label: 'Accepted or reserved',
    means: 'The customer accepted an estimate or reserved a spot (and it still stands)',
  },
  paid: {
    label: 'Paid',
    means: 'Money came in: the deposit or a payment of the schedule (not refunded)',
  },
};

/** How many days back the period reaches by default: the last 365 days, today included. */
export const pipelineDefaultDays = 365;

export interface PipelinePeriod {
  /** Calendar days (UTC), YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

export const pipelineTexts = {
  title: 'Pipeline',
  intro:
    'How enquiries become paid kitchens: each step with how many reached it, the share of the step before, the median time it took and the value of the estimates.',
  /** The cohort's definition, in one sentence, under the period. */
  definition: ({ from, to }: PipelinePeriod) =>
    `Each enquiry received from ${from} to ${to} (and each project made without one in those days), followed through every later step up to today. A lead that reached a later step counts at every step before it.`,
  ownScope: 'Your projects only: the leads that became a project you design.',
  fromAfterTo: 'The period must start on or before its last day',
  funnelHeading: 'Funnel',
  funnelChart: (period: PipelinePeriod, counts: string) =>
    `Funnel from ${period.from} to ${period.to}: ${counts}`,
  timesHeading: 'Median time between steps',
  timesChart: (times: string) => `Median days from the step before: ${times}`,
  valuesHeading: 'Value of estimates at each step',
  valuesNote:
    'Published and opened: the total of the estimate the project’s latest page shows; accepted or reserved: the accepted (else reserved) estimate; paid: what was paid. Each currency on its own.',
  noValues: 'No estimate values for this period.',
  empty: 'No enquiries or new projects in this period.',
  waitingHeading: 'Waiting now',
  waitingIntro: 'Whatever the period: what needs someone today, oldest first.',
  notContacted: 'Enquiries not contacted',
  notContactedEmpty: 'Every enquiry has been contacted.',
  openedNotReserved: 'Estimates opened 14 days ago or more, neither accepted nor reserved',
  openedNotReservedEmpty: 'No estimate has waited 14 days since it was opened.',
  requotes: 'Requests for a new quote',
  requotesEmpty: 'No request for a new quote is open.',
  overdue: 'Payments overdue',
  overdueEmpty: 'No payment is overdue.',
  more: (shown: number, total: number) => `The oldest ${shown} of ${total}.`,
} as const;

/** Days a customer may keep an opened estimate before it shows as waiting. */
export const pipelineOpenedWaitDays = 14;

/** The last `pipelineDefaultDays` days, ending on `today` (YYYY-MM-DD). */
export function defaultPipelinePeriod(today: string): PipelinePeriod {
  return { from: addDays(today, 1 - pipelineDefaultDays), to: today };
}

/**
 * The period asked for, each day left out taken from the default; a problem sentence when it
 * starts after its last day.
 */
export function resolvePipelinePeriod(
  asked: { from?: string | undefined; to?: string | undefined },
  today: string,
): PipelinePeriod | { problem: string } {
  const fallback = defaultPipelinePeriod(asked.to ?? today);
  const period = { from: asked.from ?? fallback.from, to: asked.to ?? today };
  return period.from > period.to ? { problem: pipelineTexts.fromAfterTo } : period;
}

/** A share of the step before, as people read it: 66.7 %. */
export const pipelinePercent = (percent: number) => `${percent.toFixed(1)} %`;

/** A median time, in days with one decimal: 3.5 days. */
export const pipelineDays = (days: number) => `${days.toFixed(1)} days`;

import { z } from 'zod';
import { pipelineStepKeys } from './pipeline-texts.js';

/*
 * The pipeline (issue 39 point 3): the funnel of a cohort of leads, and what waits now.
 *   GET /admin/pipeline?from=&to=    staff: admins every project, designers their own
 * `from` and `to` are calendar days (UTC), inclusive; either left out is the default's (the
 * last 365 days, `defaultPipelinePeriod`); a period that starts after it ends is 400.
 */

const day = (name: string) =>
  z.iso.date({ message: `${name} must be a calendar day, YYYY-MM-DD` }).optional();

export const pipelineQuerySchema = z.strictObject({ from: day('From'), to: day('To') });
export type PipelineQuery = z.infer<typeof pipelineQuerySchema>;

/** What a step's leads are worth in one currency: an exact decimal string. */
export const pipelineValueSchema = z.object({
  currency: z.string(),
  amount: z.string(),
  /** How many projects (for 'paid': payments) the amount adds up. */
  count: z.number().int(),
});
export type PipelineValue = z.infer<typeof pipelineValueSchema>;

export const pipelineStepSchema = z.object({
  key: z.enum(pipelineStepKeys),
  /** Leads of the cohort that reached this step (or a later one). */
  count: z.number().int(),
  /** This step's count as a share of the step before's, one decimal; null first or after 0. */
  conversionPercent: z.number().nullable(),
  /** Median days from the step before to this one, one decimal; null when none was timed. */
  medianDays: z.number().nullable(),
  /** How many leads the median is of: those with both moments known, in order. */
  timed: z.number().int(),
  /** Per currency (USD, EUR, GBP), those with none left out; empty before an estimate. */
  values: z.array(pipelineValueSchema),
});
export type PipelineStep = z.infer<typeof pipelineStepSchema>;

const waitingList = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });

export const pipelineWaitingSchema = z.object({
  /** Enquiries still 'new' (admins; a designer's pipeline has no enquiries of its own). */
  notContacted: waitingList(
    z.object({ id: z.string(), name: z.string(), receivedAt: z.iso.datetime() }),
  ),
  /** Projects whose latest page was first opened 14 days ago or more, not accepted nor reserved. */
  openedNotReserved: waitingList(
    z.object({
      projectId: z.string(),
      projectName: z.string(),
      pageName: z.string(),
      openedAt: z.iso.datetime(),
    }),
  ),
  /** 'Ask for a new quote' requests staff have not answered. */
  requotes: waitingList(
    z.object({
      id: z.string(),
      projectId: z.string(),
      projectName: z.string(),
      estimateReference: z.string(),
      requestedAt: z.iso.datetime(),
    }),
  ),
  /**
   * Whose overdue payments the page lists (from GET /admin/payments-due, the one place that
   * works schedules out): null for every project (admins), else the designer's projects with
   * a payment still to pay.
   */
  paymentProjectIds: z.array(z.string()).nullable(),
});
export type PipelineWaiting = z.infer<typeof pipelineWaitingSchema>;

export const pipelineSchema = z.object({
  period: z.object({ from: z.iso.date(), to: z.iso.date() }),
  /** 'company': every project (admins); 'own': the designer's projects. */
  scope: z.enum(['company', 'own']),
  steps: z.array(pipelineStepSchema),
  waiting: pipelineWaitingSchema,
});
export type Pipeline = z.infer<typeof pipelineSchema>;

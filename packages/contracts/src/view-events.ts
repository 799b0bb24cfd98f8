import { z } from 'zod';

/**
 * Views of the estimate pages and presses of RESERVE A SPOT (PRODUCT.md section 4):
 * `POST /estimate-view/{slug}/events` and `POST /project/{id}/estimate/events`. A 'version'
 * event says a design version was seen (its section on screen, or its Compare column); it
 * names the version, which must belong to the page (else 404).
 */
export const viewEventKinds = ['view', 'reserve', 'version'] as const;
export const viewEventRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(['view', 'reserve']) }),
  z.strictObject({ kind: z.literal('version'), designVersionId: z.uuid() }),
]);
export type ViewEventRequest = z.infer<typeof viewEventRequestSchema>;

/**
 * Who opened what (issue 25, staff only): opens of the estimate page (its public view and the
 * customer's page), the design versions seen, presses of RESERVE A SPOT, and opens per
 * calendar day (TIME_ZONE) of the last 30 days, oldest first, today last. Staff's own opens
 * are never counted.
 */
export const viewStatisticsSchema = z.object({
  opens: z.number().int().nonnegative(),
  openDays: z.number().int().nonnegative(),
  lastOpenedAt: z.iso.datetime().nullable(),
  reservePresses: z.number().int().nonnegative(),
  versionsViewed: z.array(
    z.object({
      designVersionId: z.string(),
      name: z.string(),
      views: z.number().int().nonnegative(),
    }),
  ),
  opensPerDay: z.array(z.object({ date: z.iso.date(), opens: z.number().int().nonnegative() })),
  /** Who 'E-mail the customer the link' and 'Send to customer' write to; empty: nobody. */
  customerEmails: z.array(z.string()),
});
export type ViewStatistics = z.infer<typeof viewStatisticsSchema>;

/** `GET /project/{id}/estimate-pages/{pageId}/statistics` */
export const estimatePageStatisticsSchema = viewStatisticsSchema.extend({
  estimatePageId: z.string(),
  /** When the link was last mailed to the customers, if ever. */
  lastSentAt: z.iso.datetime().nullable(),
});
export type EstimatePageStatistics = z.infer<typeof estimatePageStatisticsSchema>;
export const estimatePageParamsSchema = z.strictObject({
  id: z.string().min(1),
  pageId: z.string().min(1),
});

/** `POST /project/{id}/estimate-pages/{pageId}/send-to-customer` */
export const sendToCustomerResponseSchema = z.object({
  lastSentAt: z.iso.datetime(),
  sentTo: z.array(z.string()),
});
export type SendToCustomerResponse = z.infer<typeof sendToCustomerResponseSchema>;

/** What a project's customer did last (the staff's projects list): opened, reserved, asked. */
export const customerActivityKinds = ['opened', 'pressed-reserve', 'reserved', 'requote'] as const;
export const customerActivitySchema = z.object({
  kind: z.enum(customerActivityKinds),
  at: z.iso.datetime(),
});
export type CustomerActivity = z.infer<typeof customerActivitySchema>;

/** `GET /site-config`: the server's settings the web app needs, public by nature. */
export const siteConfigSchema = z.object({
  /**
   * Where RESERVE A SPOT leads: PAYMENT_LINK_URL; without it, in local mode, the built-in
   * stand-in provider's address; null in production without it (decision 37).
   */
  paymentLinkUrl: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

import { z } from 'zod';

/**
 * Views of the estimate pages and presses of RESERVE A SPOT (PRODUCT.md section 4):
 * `POST /estimate-view/{slug}/events` and `POST /project/{id}/estimate/events`.
 */
export const viewEventKinds = ['view', 'reserve'] as const;
export const viewEventRequestSchema = z.strictObject({ kind: z.enum(viewEventKinds) });
export type ViewEventRequest = z.infer<typeof viewEventRequestSchema>;

/** `GET /site-config`: the server's settings the web app needs, public by nature. */
export const siteConfigSchema = z.object({
  /** Where RESERVE A SPOT leads (PAYMENT_LINK_URL); null when the server has none. */
  paymentLinkUrl: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

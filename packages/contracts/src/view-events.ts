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
  /**
   * Where RESERVE A SPOT leads: PAYMENT_LINK_URL; without it, in local mode, the built-in
   * stand-in provider's address; null in production without it (decision 37).
   */
  paymentLinkUrl: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

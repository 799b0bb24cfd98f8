import { z } from 'zod';
import { emailSchema } from './email.js';
import {
  enquiryCountries,
  enquiryFieldRules,
  enquiryKitchenSizes,
  enquiryStatuses,
  type EnquiryCountry,
  type EnquiryTextField,
} from './enquiry-rules.js';
import { slugSchema } from './gallery.js';
import { pageOf, pageQuerySchema } from './pagination.js';
import { revisionSchema, withSeenRevision } from './revision.js';
import { validateValue, validationMessages } from './validation.js';

export * from './enquiry-rules.js';

/*
 * Enquiries (issue 26, decision 40). Under /api/v1:
 *   POST /enquiries                          anyone: an enquiry; 202 whatever the honeypot says
 *   GET  /admin/enquiries                    staff: newest first, by status, pages
 *   GET  /admin/enquiries/{id}               staff: one enquiry
 *   PUT  /admin/enquiries/{id}/status        staff: new, contacted or closed (revision, 409)
 *   POST /admin/enquiries/{id}/convert       staff: a customer and a project in one step (409
 *                                            when converted already)
 */

/** A text field checked with the form's own rule, so the API answers the form's words. */
const ruled = (field: EnquiryTextField) =>
  z
    .string()
    .max(10_000, validationMessages.maxLength(10_000))
    .superRefine((value, context) => {
      const problem = validateValue(value.trim(), enquiryFieldRules[field]);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.trim());

export const enquiryStatusSchema = z.enum(enquiryStatuses);
/** A value the form offers no option for: the generic 'Invalid format' (spec section 5). */
export const enquiryKitchenSizeSchema = z.enum(enquiryKitchenSizes, validationMessages.pattern);
export const enquiryCountrySchema = z.enum(
  enquiryCountries as [EnquiryCountry, ...EnquiryCountry[]],
  validationMessages.pattern,
);

export const enquiryRequestSchema = z.strictObject({
  name: ruled('name'),
  email: z.string().trim().min(1, validationMessages.required).pipe(emailSchema),
  /** Optional: '' or absent for none. */
  phone: ruled('phone').optional(),
  country: enquiryCountrySchema,
  postcode: ruled('postcode'),
  kitchenSize: enquiryKitchenSizeSchema,
  /** The slug of the gallery kitchen the visitor came from, if any. */
  kitchen: z.union([slugSchema, z.literal('')]).optional(),
  message: ruled('message'),
  consent: z.literal(true, { message: validationMessages.required }),
  /**
   * The honeypot: people never see it, so it stays empty. Filled, the API answers as if it
   * took the enquiry and keeps nothing (decision 40.2).
   */
  website: z.string().max(2000).optional(),
});
export type EnquiryRequest = z.input<typeof enquiryRequestSchema>;

export const enquiryAcceptedSchema = z.object({ message: z.string() });
export const enquiryAcceptedMessage =
  'Thank you: we have your enquiry and will be in touch within two working days.';

export const enquirySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  kitchenSize: enquiryKitchenSizeSchema,
  status: enquiryStatusSchema,
  createdAt: z.iso.datetime(),
});
export type EnquirySummary = z.infer<typeof enquirySummarySchema>;

export const enquirySchema = enquirySummarySchema.extend({
  phone: z.string().nullable(),
  postcode: z.string(),
  message: z.string(),
  consentedAt: z.iso.datetime(),
  /** The gallery kitchen the visitor came from, when it is still in the gallery's records. */
  kitchen: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** The project a conversion made. */
  project: z.object({ id: z.string(), name: z.string() }).nullable(),
  revision: revisionSchema,
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryListSchema = pageOf(enquirySummarySchema);
export type EnquiryList = z.infer<typeof enquiryListSchema>;

export const enquiryListQuerySchema = pageQuerySchema
  .extend({ status: enquiryStatusSchema.optional() })
  .strict();

export const enquiryParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

/** Staff set these by hand; 'converted' comes only with a conversion. */
export const enquiryStatusChangeSchema = z.strictObject({
  status: z.enum(['new', 'contacted', 'closed']),
  ...withSeenRevision,
});
export type EnquiryStatusChange = z.infer<typeof enquiryStatusChangeSchema>;

export const convertEnquiryRequestSchema = z.strictObject(withSeenRevision);

export const enquiryConvertedSchema = z.object({
  enquiry: enquirySchema,
  project: z.object({ id: z.string(), name: z.string() }),
  customer: z.object({ id: z.string(), email: z.string(), isNew: z.boolean() }),
});
export type EnquiryConverted = z.infer<typeof enquiryConvertedSchema>;

export const enquiryConvertedAlreadyMessage =
  'This enquiry has been converted already: open its project instead';
export const enquiryConvertedStatusMessage =
  'A converted enquiry keeps its status: its project goes on from here';

/**
 * `GET /project/{id}/welcome` (decision 52): what the customer asked for in the enquiry their
 * project came from, and the next step in staff's words (the `welcome-next-step` content slot,
 * else `defaultWelcomeNextStep`). Null for a project that came from no enquiry.
 */
export const projectWelcomeSchema = z
  .object({
    enquiry: z.object({
      kitchenSize: enquiryKitchenSizeSchema,
      /** The gallery kitchen they came from, when it is still in the gallery's records. */
      kitchen: z.object({ slug: z.string(), name: z.string() }).nullable(),
      country: z.string(),
      postcode: z.string(),
      message: z.string(),
      sentAt: z.iso.datetime(),
    }),
    nextStep: z.string(),
  })
  .nullable();
export type ProjectWelcome = z.infer<typeof projectWelcomeSchema>;

/** What happens next after an enquiry when staff have no `welcome-next-step` text (decision 52). */
export const defaultWelcomeNextStep =
  'Your designer will contact you within two working days to talk about your room and arrange the next steps. Your designs and estimates will appear on your project’s dashboard and estimate page as soon as they are ready.';

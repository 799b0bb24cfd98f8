import { z } from 'zod';
import { moneySchema } from './estimates.js';
import { requiredText } from './form-fields.js';
import {
  acceptanceTexts,
  signatureDataUrlPrefix,
  signatureMaxLength,
  recordMatches,
  signatureSettings,
} from './acceptance-texts.js';
import { estimateCurrencySchema } from './options.js';

/*
 * Accepting an estimate (issue 38, decision 62): a record of who accepted which estimate under
 * which terms, not a qualified electronic signature.
 *   GET  /project/{id}/acceptances          the project's acceptances, the terms and the setting
 *   POST /project/{id}/acceptances          a customer of the project accepts an estimate
 *   GET  /project/{id}/acceptances/{acceptanceId}/record     the PDF record (customers, staff)
 *   POST /project/{id}/acceptances/{acceptanceId}/withdraw   staff, with a reason
 *   GET  /acceptance-records/{acceptanceId}  anyone with the address: does the record still match?
 */

/** What a customer gives to accept an estimate or sign a design off: name, tick, signature. */
export const signedAgreementFields = (agreeRequired: string) => ({
  fullName: requiredText(120),
  agreed: z.literal(true, { error: agreeRequired }),
  /** The terms' version the customer read: refused (409) when they changed since. */
  termsRevision: z.number().int().positive(),
  signature: z
    .string()
    .max(signatureMaxLength, acceptanceTexts.signatureUnreadable)
    .startsWith(signatureDataUrlPrefix, acceptanceTexts.signatureUnreadable)
    .nullable(),
});

export const acceptEstimateRequestSchema = z.strictObject({
  estimateId: z.string(),
  ...signedAgreementFields(acceptanceTexts.agreeRequired),
});
export type AcceptEstimateRequest = z.infer<typeof acceptEstimateRequestSchema>;

/** Staff withdraw a record (an acceptance, a design sign-off) only with a reason. */
export const withdrawWithReason = (reasonRequired: string) =>
  z.strictObject({ reason: z.string().trim().min(3, reasonRequired).max(1000) });

export const withdrawAcceptanceRequestSchema = withdrawWithReason(
  'Say why the acceptance is withdrawn',
);
export type WithdrawAcceptanceRequest = z.infer<typeof withdrawAcceptanceRequestSchema>;

export const acceptanceParamsSchema = z.object({ id: z.string(), acceptanceId: z.string() });
export const acceptanceRecordParamsSchema = z.object({ acceptanceId: z.string() });

export const acceptanceSchema = z.object({
  id: z.string(),
  estimateId: z.string(),
  designVersionId: z.string(),
  designVersionName: z.string(),
  reference: z.string(),
  currency: estimateCurrencySchema,
  totalCost: moneySchema,
  fullName: z.string(),
  acceptedAt: z.iso.datetime(),
  signed: z.boolean(),
  termsRevision: z.number().int(),
  withdrawn: z
    .object({ at: z.iso.datetime(), reason: z.string(), by: z.string().nullable() })
    .nullable(),
  /** The PDF record, for the project's customers and staff. */
  recordPath: z.string(),
  /** The page anyone with the address checks the record on. */
  checkPath: z.string(),
});
export type Acceptance = z.infer<typeof acceptanceSchema>;

export const acceptanceTermsSchema = z.object({
  revision: z.number().int(),
  text: z.string(),
});
export type AcceptanceTerms = z.infer<typeof acceptanceTermsSchema>;

export const projectAcceptancesSchema = z.object({
  /** The accepted estimate, if any: one per project at a time. */
  current: acceptanceSchema.nullable(),
  withdrawn: z.array(acceptanceSchema),
  /** What a customer accepts; null until staff write the terms. */
  terms: acceptanceTermsSchema.nullable(),
  signature: z.enum(signatureSettings),
});
export type ProjectAcceptances = z.infer<typeof projectAcceptancesSchema>;

export const recordMatchSchema = z.enum(recordMatches);

/** What the checking page says; nothing about who accepted. */
export const acceptanceCheckSchema = z.object({
  reference: z.string(),
  acceptedAt: z.iso.datetime(),
  withdrawnAt: z.iso.datetime().nullable(),
  /** The estimate's frozen snapshot hashed now, against the hash in the record. */
  estimate: recordMatchSchema,
  /** The terms as they read now, against the text the customer accepted. */
  terms: recordMatchSchema,
  estimateHash: z.string(),
  termsHash: z.string(),
  /** SHA-256 of the PDF as it was made: a copy whose hash differs was changed. */
  recordHash: z.string(),
});
export type AcceptanceCheck = z.infer<typeof acceptanceCheckSchema>;

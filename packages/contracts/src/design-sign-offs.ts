import { z } from 'zod';
import {
  acceptanceTermsSchema,
  recordMatchSchema,
  signedAgreementFields,
  withdrawWithReason,
} from './acceptances.js';
import { signatureSettings } from './acceptance-texts.js';
import { designSignOffStates, designSignOffTexts } from './design-sign-off-texts.js';
import { messageAttachmentSchema, messageLimits, messageText, messageTexts } from './messages.js';

/*
 * Design sign-off (issue 38 point 3, decision 65): staff mark a design version ready for
 * sign-off with its drawings (a message of the project thread carries them); the customer
 * approves it (a record and PDF as for an accepted estimate) or asks for changes in the
 * thread. Production cannot start in the timeline before the design is signed off.
 *   GET  /project/{id}/design-sign-offs                          the project's sign-offs
 *   POST /project/{id}/design-sign-offs                          staff: ready for sign-off
 *   POST /project/{id}/design-sign-offs/{signOffId}/approve      a customer approves
 *   POST /project/{id}/design-sign-offs/{signOffId}/ask-for-changes   a customer asks for changes
 *   POST /project/{id}/design-sign-offs/{signOffId}/withdraw     staff, with a reason
 *   GET  /project/{id}/design-sign-offs/{signOffId}/record       the PDF record
 *   GET  /sign-off-records/{signOffId}                           anyone: does the record match?
 */

export const requestSignOffBodySchema = z.strictObject({
  designVersionId: z.string(),
  /** Files uploaded to the thread by the caller (POST …/message-attachments), on no message. */
  drawingIds: z
    .array(z.uuid('Not a valid id'))
    .min(1, designSignOffTexts.drawingsRequired)
    .max(messageLimits.maxAttachments, messageTexts.tooManyAttachments),
  /** Added to the thread message that carries the drawings. */
  note: z.string().trim().max(1000).optional(),
});
export type RequestSignOffBody = z.input<typeof requestSignOffBodySchema>;

export const approveDesignBodySchema = z.strictObject(
  signedAgreementFields(designSignOffTexts.agreeRequired),
);
export type ApproveDesignBody = z.infer<typeof approveDesignBodySchema>;

export const askForChangesBodySchema = z.strictObject({ text: messageText });
export type AskForChangesBody = z.infer<typeof askForChangesBodySchema>;

export const withdrawSignOffBodySchema = withdrawWithReason(designSignOffTexts.reasonRequired);
export type WithdrawSignOffBody = z.infer<typeof withdrawSignOffBodySchema>;

export const signOffParamsSchema = z.object({ id: z.string(), signOffId: z.string() });
export const signOffRecordParamsSchema = z.object({ signOffId: z.string() });

export const designSignOffSchema = z.object({
  id: z.string(),
  designVersionId: z.string(),
  designVersionName: z.string(),
  state: z.enum(designSignOffStates),
  requestedAt: z.iso.datetime(),
  requestedBy: z.string().nullable(),
  /** The thread message that carries the drawings. */
  messageId: z.string().nullable(),
  drawings: z.array(messageAttachmentSchema),
  changesAskedAt: z.iso.datetime().nullable(),
  approval: z
    .object({
      fullName: z.string(),
      approvedAt: z.iso.datetime(),
      signed: z.boolean(),
      termsRevision: z.number().int(),
      /** The PDF record, for the project's customers and staff. */
      recordPath: z.string(),
      /** The page anyone with the address checks the record on. */
      checkPath: z.string(),
    })
    .nullable(),
  withdrawn: z
    .object({ at: z.iso.datetime(), reason: z.string(), by: z.string().nullable() })
    .nullable(),
});
export type DesignSignOff = z.infer<typeof designSignOffSchema>;

export const projectSignOffsSchema = z.object({
  /** The newest request that is waiting, approved or answered with changes; null if none. */
  current: designSignOffSchema.nullable(),
  /** Superseded and withdrawn ones, newest first. */
  earlier: z.array(designSignOffSchema),
  /** What a customer agrees to; null until staff write the terms. */
  terms: acceptanceTermsSchema.nullable(),
  signature: z.enum(signatureSettings),
});
export type ProjectSignOffs = z.infer<typeof projectSignOffsSchema>;

/** What the checking page says; nothing about who signed. */
export const signOffCheckSchema = z.object({
  designVersionName: z.string(),
  approvedAt: z.iso.datetime(),
  withdrawnAt: z.iso.datetime().nullable(),
  /** The version's lines and drawings hashed now, against the hash in the record. */
  design: recordMatchSchema,
  terms: recordMatchSchema,
  designHash: z.string(),
  termsHash: z.string(),
  recordHash: z.string(),
});
export type SignOffCheck = z.infer<typeof signOffCheckSchema>;

import { extname } from 'node:path';
import { errorCodes, messageLimits, messageTexts } from '@corner/contracts';
import { AppError } from '../../../lib/app-error.js';

/*
 * What an attached file is (issue 36, decision 60), decided on its bytes: a PDF starts with
 * the PDF header and ends with its end-of-file marker; anything else must be a picture sharp
 * reads (upload-check.ts). The name only has to agree with the bytes: a PDF called .png or a
 * page of HTML called .pdf is refused, so the name shown never lies about the file.
 */

export type AttachmentKind = 'picture' | 'pdf';

const pictureExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif']);

/** The kind the file's name claims; null for any other name. */
function kindByName(name: string): AttachmentKind | null {
  const extension = extname(name).toLowerCase();
  if (extension === '.pdf') return 'pdf';
  return pictureExtensions.has(extension) ? 'picture' : null;
}

/** "%PDF-1.7" or "%PDF-2.0": the header every PDF opens with (ISO 32000, 7.5.2). */
const pdfHeader = /^%PDF-[12]\.\d/;
const endOfFile = Buffer.from('%%EOF');
/** Readers look for the end marker in the file's last kilobyte (trailing junk is common). */
const endSearchBytes = 1024;

/** Whether the bytes open like a PDF: whether to treat the file as one at all. */
const looksLikePdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';

/** A PDF header with a version, and the end-of-file marker near the end. */
function isWholePdf(data: Buffer) {
  if (!pdfHeader.test(data.subarray(0, 8).toString('latin1'))) return false;
  return data.subarray(-endSearchBytes).includes(endOfFile);
}

export const attachmentTypeRefused = () =>
  new AppError(errorCodes.unsupportedMediaType, messageTexts.attachmentType, 415);

export const attachmentTooLarge = () =>
  new AppError(errorCodes.payloadTooLarge, messageTexts.attachmentTooLarge, 413);

/**
 * The kind of an uploaded file (its display name and bytes), or a refusal: empty (400), not a PDF nor named like a picture
 * (415), a PDF over its limit (413). A file named like a picture is only a picture once sharp
 * has read it.
 */
export function kindOfUpload(data: Buffer, name: string): AttachmentKind {
  if (data.length === 0) throw AppError.badRequest(messageTexts.attachmentEmpty);
  const byBytes: AttachmentKind = looksLikePdf(data) ? 'pdf' : 'picture';
  if (kindByName(name) !== byBytes) throw attachmentTypeRefused();
  if (byBytes === 'pdf') {
    if (data.length > messageLimits.maxPdfBytes) throw attachmentTooLarge();
    if (!isWholePdf(data)) throw attachmentTypeRefused();
  }
  return byBytes;
}

/** Characters of a display name. */
export const maxNameLength = 120;

/**
 * Control and format characters, once line breaks and tabs are spaces (a right-to-left
 * override can make "fdp.exe" read "exe.pdf").
 */
const invisible = /[\p{Cc}\p{Cf}]/gu;

/**
 * The name shown with the file and given to a download: the uploader's base name without
 * control or format characters, at most `maxNameLength` characters, keeping its extension.
 * Empty when nothing is left (then no kind matches it and the file is refused).
 */
export function displayName(filename: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '').normalize('NFC');
  const spaced = base.replace(/\s+/g, ' ').replace(invisible, '');
  const characters = Array.from(spaced.replace(/ {2,}/g, ' ').trim());
  if (characters.length <= maxNameLength) return characters.join('');
  const extension = Array.from(extname(characters.join('')));
  const kept = extension.length <= 10 ? extension : [];
  const stem = characters
    .slice(0, maxNameLength - kept.length)
    .join('')
    .trimEnd();
  return `${stem}${kept.join('')}`;
}

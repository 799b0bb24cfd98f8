import {
  acceptanceTexts,
  errorCodes,
  signatureDataUrlPrefix,
  type SignatureSetting,
} from '@corner/contracts';
import sharp from 'sharp';
import { AppError } from '../../../lib/app-error.js';

/**
 * A drawn signature (accepting an estimate, signing a design off) as a PNG the server wrote
 * itself: nothing of the upload is kept but its pixels. Null when none was drawn and the
 * setting allows it.
 */
export async function signaturePng(dataUrl: string | null, setting: SignatureSetting) {
  if (dataUrl === null) {
    if (setting === 'required') {
      throw new AppError(errorCodes.validation, acceptanceTexts.signatureRequired, 400);
    }
    return null;
  }
  const bytes = Buffer.from(dataUrl.slice(signatureDataUrlPrefix.length), 'base64');
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: 4000 * 2000 })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new AppError(errorCodes.validation, acceptanceTexts.signatureUnreadable, 400);
  }
}

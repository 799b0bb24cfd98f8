import { errorCodes, uploadLimits, uploadMessages } from '@corner/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../lib/app-error.js';
import { DecodeQueue, QueueFullError } from './decode-queue.js';
import { makeThumbnails, type Thumbnails } from './thumbnails.js';

/*
 * The checks of an uploaded picture (issue 8), made on its bytes: what sharp finds in the
 * file decides, never its name or the Content-Type the browser sent. A refused file is
 * never written anywhere.
 */

/** What sharp reports for the formats we take (AVIF is HEIF with AV1 compression). */
function isAccepted(metadata: Metadata): boolean {
  const { format, compression } = metadata;
  if (format === 'heif') return compression === 'av1';
  return format === 'jpeg' || format === 'png' || format === 'webp' || format === 'gif';
}

const notAPicture = () =>
  new AppError(errorCodes.unsupportedMediaType, uploadMessages.notAPicture, 415);

/** Refuses what is not an accepted picture, or a picture over the size limits. */
export async function checkPicture(input: Buffer): Promise<void> {
  if (input.length === 0) throw AppError.badRequest(uploadMessages.empty);
  if (input.length > uploadLimits.maxBytes) {
    throw new AppError(errorCodes.payloadTooLarge, uploadMessages.tooLarge, 413);
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw notAPicture();
  }
  if (!isAccepted(metadata) || !metadata.width || !metadata.height) throw notAPicture();
  const height = metadata.pageHeight ?? metadata.height;
  if (metadata.width * height > uploadLimits.maxPixels) {
    throw new AppError(errorCodes.payloadTooLarge, uploadMessages.tooManyPixels, 413);
  }
}

/**
 * Two decodes at once, fourteen more waiting (a burst of 16 is served); past that uploads
 * answer 503 with Retry-After (decision 30).
 */
export const uploadDecodes = new DecodeQueue({ running: 2, waiting: 14 });

export const busyMessage = 'The server is busy with other pictures. Try again in a few seconds.';

/**
 * The checked picture, decoded and re-encoded as WebP thumbnails (its metadata dropped), when
 * the decode queue gives it a turn. A file whose header is fine but whose data is broken is
 * refused like any other bad file.
 */
export async function thumbnailsOfUpload(input: Buffer): Promise<Thumbnails> {
  await checkPicture(input);
  try {
    return await uploadDecodes.run(() => makeThumbnails(input));
  } catch (error) {
    if (error instanceof QueueFullError) throw AppError.unavailable(busyMessage);
    throw notAPicture();
  }
}

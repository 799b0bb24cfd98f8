import type { Image } from '@corner/contracts';
import type { images } from '../db/schema.js';

export type ImageRow = typeof images.$inferSelect;

/** Where uploads are served from (see plugins/files.ts). */
export const filesPrefix = '/files/';

export const fileUrl = (key: string) => `${filesPrefix}${key}`;

/** The Image shape of the API: the thumbnails as URLs and the full picture's size. */
export function toImage(row: ImageRow): Image {
  return {
    id: row.id,
    filename: row.filename,
    width: row.width,
    height: row.height,
    thumbnailsSmall: fileUrl(row.smallKey),
    thumbnailsLarge: fileUrl(row.largeKey),
    thumbnailsFull: fileUrl(row.fullKey),
    placeholderColor: row.dominantColor,
  };
}

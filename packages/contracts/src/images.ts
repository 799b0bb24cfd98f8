import { z } from 'zod';

/**
 * A stored picture with its three thumbnails (spec section 3, "Image").
 * Thumbnail fields are URLs; width and height are the full picture's, so pages can
 * reserve space (aspect ratio) before the picture loads.
 */
export const imageSchema = z.object({
  id: z.string(),
  filename: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  thumbnailsSmall: z.string(),
  thumbnailsLarge: z.string(),
  thumbnailsFull: z.string(),
  /** '#rrggbb', shown in the picture's place until it loads; null for older pictures. */
  placeholderColor: z.string().nullable(),
});
export type Image = z.infer<typeof imageSchema>;

export { thumbnailWidths } from './image-sizes.js';

import type { Image, RenderAttachment } from '@corner/contracts';

/**
 * Render attachments carry a large and a full thumbnail but no size (spec section 3); the
 * gallery wants an Image. Renders are drawn at 3:2, so that ratio reserves the space; the
 * large thumbnail stands in for the small one.
 */
const RENDER_WIDTH = 2400;
const RENDER_HEIGHT = 1600;

export function renderImages(attachments: RenderAttachment[]): Image[] {
  return attachments.map((attachment) => ({
    id: attachment.id,
    filename: attachment.filename,
    width: RENDER_WIDTH,
    height: RENDER_HEIGHT,
    thumbnailsSmall: attachment.thumbnailsLarge,
    thumbnailsLarge: attachment.thumbnailsLarge,
    thumbnailsFull: attachment.thumbnailsFull,
  }));
}

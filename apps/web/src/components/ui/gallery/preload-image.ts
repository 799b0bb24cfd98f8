import type { Image } from '@corner/contracts';
import { imageSrcSet } from '@/components/ui/image/responsive-image';

export type PreloadPriority = 'high' | 'low';

/**
 * Starts loading an image the way the gallery will show it (same srcset and sizes, so the
 * browser picks the same file and later finds it in its cache).
 */
export function preloadImage(image: Image, sizes: string, priority: PreloadPriority): void {
  const element = new window.Image();
  element.decoding = 'async';
  element.fetchPriority = priority;
  element.sizes = sizes;
  element.srcset = imageSrcSet(image);
  element.src = image.thumbnailsLarge;
}

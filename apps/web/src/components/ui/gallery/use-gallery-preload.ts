import type { Image } from '@corner/contracts';
import { useEffect, useRef } from 'react';
import { preloadImage, type PreloadPriority } from './preload-image';

/** Spec section 9: the rest of the images start 1000 ms after the gallery shows... */
export const PRELOAD_IDLE_DELAY = 1_000;
/** ...one index every 100 ms. */
export const PRELOAD_STAGGER = 100;

export function neighbourIndexes(index: number, count: number): number[] {
  if (count < 2) return [];
  const next = (index + 1) % count;
  const previous = (index - 1 + count) % count;
  return next === previous ? [next] : [next, previous];
}

/**
 * Preloads a gallery's images (spec section 4): the neighbours of the shown image at once
 * with high priority; all the others after PRELOAD_IDLE_DELAY, staggered by index, with low
 * priority. Each image is asked for once.
 */
export function useGalleryPreload(images: Image[], index: number, sizes: string): void {
  const requested = useRef(new Set<string>());

  useEffect(() => {
    const seen = requested.current;
    const load = (image: Image | undefined, priority: PreloadPriority) => {
      if (!image || seen.has(image.id)) return;
      seen.add(image.id);
      preloadImage(image, sizes, priority);
    };
    const shown = images[index];
    if (shown) seen.add(shown.id);
    for (const neighbour of neighbourIndexes(index, images.length)) {
      load(images[neighbour], 'high');
    }
  }, [images, index, sizes]);

  useEffect(() => {
    if (images.length < 2) return;
    const seen = requested.current;
    const timers = images.map((image, position) =>
      setTimeout(
        () => {
          if (seen.has(image.id)) return;
          seen.add(image.id);
          preloadImage(image, sizes, 'low');
        },
        PRELOAD_IDLE_DELAY + position * PRELOAD_STAGGER,
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, [images, sizes]);
}

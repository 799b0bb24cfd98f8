import type { Image } from '@corner/contracts';
import { thumbnailWidths } from '@corner/contracts/display';

/**
 * The thumbnails of an image as a srcset, so the browser picks the smallest that fits. A
 * thumbnail is never wider than its picture (the server does not enlarge), so each width is
 * capped at the picture's, and a size that repeats a smaller one is left out.
 */
export function imageSrcSet(image: Image): string {
  const candidates = [
    { url: image.thumbnailsSmall, width: thumbnailWidths.small },
    { url: image.thumbnailsLarge, width: thumbnailWidths.large },
    { url: image.thumbnailsFull, width: thumbnailWidths.full },
  ];
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const { url, width } of candidates) {
    const actual = Math.min(width, image.width);
    if (seen.has(actual)) continue;
    seen.add(actual);
    entries.push(`${url} ${actual}w`);
  }
  return entries.join(', ');
}

export interface ResponsiveImageProps {
  image: Image;
  alt: string;
  /** The CSS width the image is shown at, e.g. "(min-width: 60rem) 33vw, 100vw". */
  sizes: string;
  /** Above the fold: load at once and first; otherwise lazily. */
  priority?: boolean;
  className?: string | undefined;
}

/**
 * A responsive picture with its intrinsic width and height, so the page keeps its space
 * before the picture arrives and nothing jumps; until then the space shows the picture's own
 * average colour (issue 26).
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  return (
    <img
      className={className}
      src={image.thumbnailsLarge}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      style={image.placeholderColor ? { backgroundColor: image.placeholderColor } : undefined}
    />
  );
}

import { thumbnailWidths, uploadLimits } from '@corner/contracts';
import sharp from 'sharp';

/*
 * Turns any picture sharp reads (JPEG, PNG, WebP, AVIF, GIF, SVG…) into three WebP
 * thumbnails. The picture is decoded once, straight down to the widest thumbnail, so what is
 * held in memory is at most that thumbnail's pixels, never the picture's (a 40-megapixel
 * picture is 160 MB of raw pixels). Re-encoding drops its metadata (EXIF, GPS). A thumbnail
 * is never wider than the picture: small pictures are not upscaled.
 */

// libvips keeps recent operations and their pixels in a cache of its own (up to 50 MB and
// 100 operations by default): no use here, every picture is new. One thread per picture: the
// upload queue runs two at once, and glibc's allocator hands memory back more readily.
sharp.cache(false);
sharp.concurrency(1);

export type ThumbnailSize = keyof typeof thumbnailWidths;
export const thumbnailSizes = Object.keys(thumbnailWidths) as ThumbnailSize[];

export interface Thumbnail {
  data: Buffer;
  width: number;
  height: number;
}

export type Thumbnails = Record<ThumbnailSize, Thumbnail>;

const webpOptions = { quality: 82, effort: 2 } as const;

async function decode(input: Buffer) {
  // rotate() applies the EXIF orientation before the metadata is dropped.
  return sharp(input, { failOn: 'error', limitInputPixels: uploadLimits.maxPixels })
    .rotate()
    .resize({ width: thumbnailWidths.full, withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * The three thumbnails. Sizes that come out the same width (a picture narrower than a
 * thumbnail width is never upscaled) share one encoded file.
 */
export async function makeThumbnails(input: Buffer): Promise<Thumbnails> {
  const { data, info } = await decode(input);
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const byWidth = new Map<number, Promise<Thumbnail>>();
  const encode = (size: ThumbnailSize): Promise<Thumbnail> => {
    const width = Math.min(thumbnailWidths[size], info.width);
    const encoded =
      byWidth.get(width) ??
      sharp(data, { raw })
        .resize({ width, withoutEnlargement: true })
        .webp(webpOptions)
        .toBuffer({ resolveWithObject: true })
        .then((result) => ({
          data: result.data,
          width: result.info.width,
          height: result.info.height,
        }));
    byWidth.set(width, encoded);
    return encoded;
  };
  const [small, large, full] = await Promise.all(thumbnailSizes.map(encode));
  return { small: small!, large: large!, full: full! };
}

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

export type Thumbnails = Record<ThumbnailSize, Thumbnail> & {
  /** '#rrggbb': the picture's average colour, its placeholder while it loads. */
  averageColor: string;
};

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
  const [[small, large, full], averageColor] = await Promise.all([
    Promise.all(thumbnailSizes.map(encode)),
    averageColorOf(data, raw),
  ]);
  return { small: small!, large: large!, full: full!, averageColor };
}

/** Shrinking the pixels to one averages them: that pixel's colour as '#rrggbb'. */
async function averageColorOf(
  data: Buffer,
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
): Promise<string> {
  const pixel = await sharp(data, { raw })
    .resize(1, 1, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  const hex = (value: number | undefined) => (value ?? 0).toString(16).padStart(2, '0');
  return `#${hex(pixel[0])}${hex(pixel[1] ?? pixel[0])}${hex(pixel[2] ?? pixel[0])}`;
}

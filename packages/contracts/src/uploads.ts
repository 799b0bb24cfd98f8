/**
 * The limits of picture uploads (issue 8), zod-free so the web can check a file before
 * sending it; the server checks them again on the bytes it receives.
 */
export const uploadLimits = {
  /** 15 MB. */
  maxBytes: 15 * 1024 * 1024,
  /** 40 megapixels (width x height). */
  maxPixels: 40_000_000,
  /** The multipart field that carries the file. */
  fieldName: 'file',
} as const;

/** What people are told the portal accepts. */
export const acceptedPictureTypes = 'JPEG, PNG, WebP, GIF or AVIF';

/** For `<input type="file" accept>`: a hint to the browser, never the check itself. */
export const pictureAccept = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export const uploadMessages = {
  tooLarge: 'The file is larger than 15 MB',
  tooManyPixels: 'The picture is larger than 40 megapixels',
  notAPicture: `The file is not a picture the portal accepts (${acceptedPictureTypes})`,
  noFile: 'Choose a picture to upload',
  empty: 'The file is empty',
  oneFile: 'Send one picture per upload',
  tooManyUploads: 'Too many pictures uploaded in the last minute. Try again in a moment.',
} as const;

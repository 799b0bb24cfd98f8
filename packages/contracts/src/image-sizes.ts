/** Widths in pixels of the thumbnail sizes, used for srcset/sizes on the web (zod-free). */
export const thumbnailWidths = { small: 480, large: 1280, full: 2400 } as const;

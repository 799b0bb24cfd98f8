const kB = 1024;
const MB = 1024 * kB;

/** '340 kB', '1.2 MB': the size of an attached file as people read it. */
export function fileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / kB))} kB`;
}

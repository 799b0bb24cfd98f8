import { uploadLimits, uploadMessages } from '@corner/contracts/display';
import { isApiError } from '@/lib/api-error';

/* The state of the files an uploader is sending, one entry per file. */

export type UploadStatus = 'uploading' | 'saving' | 'failed';

export interface UploadEntry {
  key: string;
  name: string;
  /** 0 to 100. */
  percent: number;
  status: UploadStatus;
  error?: string;
}

/** What the browser can tell before sending: a file over the size limit is never sent. */
export function precheck(file: File): string | undefined {
  if (file.size === 0) return uploadMessages.empty;
  if (file.size > uploadLimits.maxBytes) return uploadMessages.tooLarge;
  return undefined;
}

/** The words for a failed upload: the server's own message when it sent one. */
export function uploadErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.details ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

export const percentOf = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

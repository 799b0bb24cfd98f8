import type { Image } from '@corner/contracts';
import { uploadLimits } from '@corner/contracts/display';
import { uploadFile, type UploadProgress } from './xhr-upload';

export interface UploadImageOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** POST /admin/images: one picture, checked and stored by the server; answers its Image. */
export function uploadImage(file: File, options: UploadImageOptions = {}): Promise<Image> {
  return uploadFile<Image>('/admin/images', file, { field: uploadLimits.fieldName, ...options });
}

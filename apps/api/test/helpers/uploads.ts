import sharp from 'sharp';
import type { TestApp } from './app.js';
import { signInAs, testOrigin } from './sessions.js';

/* Helpers for tests that upload pictures through POST /api/v1/admin/images. */

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export async function multipartBody(
  data: Buffer,
  filename: string,
  options: { field?: string; type?: string } = {},
) {
  const form = new FormData();
  const blob = new Blob([new Uint8Array(data)], {
    type: options.type ?? 'application/octet-stream',
  });
  form.append(options.field ?? 'file', blob, filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A small picture drawn by sharp (a colour field), PNG unless told otherwise. */
export function testPicture(
  options: { width?: number; height?: number; format?: 'png' | 'jpeg' | 'webp' } = {},
): Promise<Buffer> {
  const { width = 64, height = 48, format = 'png' } = options;
  return sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** Uploads a file as the given e-mail; answers the raw response. */
export async function uploadAs(
  subject: TestApp,
  email: string | undefined,
  data: Buffer,
  filename: string,
  type?: string,
) {
  const body = await multipartBody(data, filename, { type });
  const headers: Record<string, string> = { origin: testOrigin, ...body.headers };
  if (email) headers.cookie = await signInAs(subject, email);
  return subject.app.inject({
    method: 'POST',
    url: '/api/v1/admin/images',
    headers,
    payload: body.payload,
  });
}

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

/** A small PDF, as a word processor writes one: header, objects, trailer, end marker. */
export function testPdf(padding = 0) {
  return Buffer.from(
    [
      '%PDF-1.7',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      `% ${'x'.repeat(padding)}`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
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

/** A signature as the browser's pad sends it: a stroke on a transparent PNG, as a data URL. */
export async function drawnSignature() {
  const png = await sharp({
    create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="100"><path d="M10 80 C 60 10, 120 10, 290 60" stroke="black" stroke-width="3" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testOrigin } from '../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';

/*
 * What every call shares: health checks, the error body, hidden 5xx details, body limits,
 * security headers, the OpenAPI document and the built web app on the same port.
 */

let webDist: string;
let subject: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'corner-web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(
    join(webDist, 'index.html'),
    // Over the 1 kB below which pages are not worth compressing, as the real one is.
    `<!doctype html><html><head><meta name="description" content="${'Boxed kitchens. '.repeat(80)}">` +
      '<title>Corner</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What the build's precompress step writes beside each file.
  await writeFile(
    join(webDist, 'assets', 'index-abc123.js.br'),
    brotliCompressSync('console.log(1)'),
  );
  subject = await buildTestApp({
    webDistDir: webDist,
    extraRoutes: (app) => {
      app.get('/api/v1/test/fails', async () => {
        throw new Error('secret database detail');
      });
      app.post(
        '/api/v1/test/echo',
        { schema: { body: z.object({ name: z.string().min(1) }) } },
        async (request) => request.body,
      );
    },
  });
});
afterAll(async () => {
  await subject.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('health', () => {
  it('answers healthz and readyz', async () => {
    const health = await subject.app.inject({ url: '/api/v1/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await subject.app.inject({ url: '/api/v1/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('errors', () => {
  it('answers an unknown API path with the JSON 404 body', async () => {
    const response = await subject.app.inject({ url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'Route GET /api/v1/nothing-here not found',
      code: 'NOT_FOUND',
    });
  });

  it('names the field of a malformed body', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { origin: testOrigin },
      payload: { name: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().error).toMatch(/^body\/name: /);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json', origin: testOrigin },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { origin: testOrigin },
      payload: { name: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('hides the text of a server fault and logs it with the request id', async () => {
    const response = await subject.app.inject({
      url: '/api/v1/test/fails',
      headers: { 'x-request-id': 'trace-me-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
    expect(response.body).not.toContain('secret');
    expect(response.headers['x-request-id']).toBe('trace-me-1');
    const logged = subject.logs().find((line) => line.reqId === 'trace-me-1' && line.err);
    expect(JSON.stringify(logged)).toContain('secret database detail');
  });
});

describe('security headers', () => {
  it('sends a CSP that allows scripts from our own origin only', async () => {
    const response = await subject.app.inject({ url: '/kitchens' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('OpenAPI', () => {
  it('documents the calls at /api/docs', async () => {
    const document = await subject.app.inject({ url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toContain('/api/v1/gallery/kitchens/{slug}');
    const page = await subject.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('the built web app on the same port', () => {
  it('answers index.html, never cached, for every app route', async () => {
    for (const url of ['/', '/kitchens', '/project/123/estimate?x=1']) {
      const response = await subject.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets forever, and answers JSON 404 for missing assets and API paths', async () => {
    const asset = await subject.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await subject.app.inject({ url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('sends the precompressed file to a browser that accepts brotli, the plain one otherwise', async () => {
    const compressed = await subject.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');

    const plain = await subject.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });
});

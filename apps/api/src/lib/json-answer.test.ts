import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompressedAnswers, sendJson } from './json-answer.js';

const bigAnswer = JSON.stringify(
  Array.from({ length: 500 }, (_, index) => ({ name: `Base cabinet ${index}`, price: '1234.50' })),
);
const smallAnswer = JSON.stringify({ ok: true });

describe('sendJson', () => {
  const app = Fastify();
  app.get('/big', (request, reply) => sendJson(request, reply, bigAnswer, 'big'));
  app.get('/small', (request, reply) => sendJson(request, reply, smallAnswer, 'small'));
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends brotli to a browser that accepts it, the same JSON once decoded', async () => {
    const answer = await get('/big', 'gzip, deflate, br, zstd');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.vary).toContain('accept-encoding');
    expect(answer.rawPayload.length).toBeLessThan(bigAnswer.length / 5);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(bigAnswer);
  });

  it('sends gzip to a caller that accepts only gzip', async () => {
    const answer = await get('/big', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).toString()).toBe(bigAnswer);
  });

  it('sends the text as it is without Accept-Encoding, or when it is small', async () => {
    const plain = await get('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigAnswer);
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });
});

describe('CompressedAnswers', () => {
  it('compresses each answer once per encoding', async () => {
    const answers = new CompressedAnswers();
    const first = await answers.compressed('view', bigAnswer, 'br');
    expect(await answers.compressed('view', bigAnswer, 'br')).toBe(first);
    expect(await answers.compressed('view', bigAnswer, 'gzip')).not.toBe(first);
  });

  it('keeps only the latest text of a key', async () => {
    const answers = new CompressedAnswers();
    const before = await answers.compressed('view', bigAnswer, 'gzip');
    const changed = `${bigAnswer} `;
    const after = await answers.compressed('view', changed, 'gzip');
    expect(gunzipSync(after).toString()).toBe(changed);
    expect(await answers.compressed('view', bigAnswer, 'gzip')).not.toBe(before);
  });

  it('lets the least recently sent keys go past its size limit', async () => {
    const answers = new CompressedAnswers(bigAnswer.length * 2 + 10);
    const first = await answers.compressed('a', bigAnswer, 'gzip');
    const second = await answers.compressed('b', bigAnswer, 'gzip');
    await answers.compressed('a', bigAnswer, 'gzip'); // sent again: now the newest
    await answers.compressed('c', bigAnswer, 'gzip'); // over the limit: b goes
    expect(await answers.compressed('a', bigAnswer, 'gzip')).toBe(first);
    expect(await answers.compressed('b', bigAnswer, 'gzip')).not.toBe(second);
  });
});

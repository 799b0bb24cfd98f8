import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';

/*
 * One log line per request (decision 45): what an operator needs to follow it, and nothing of
 * Fastify's own two lines; server faults keep their error line; LOG_LEVEL still decides.
 */

const failing = (app: TestApp['app']) => {
  app.get('/api/v1/test/fails/:id', async () => {
    throw new Error('secret database detail');
  });
};

let info: TestApp;
let warn: TestApp;
beforeAll(async () => {
  info = await buildTestApp({ extraRoutes: failing });
  warn = await buildTestApp({ extraRoutes: failing, env: { LOG_LEVEL: 'warn' } });
});
afterAll(async () => {
  await info?.close();
  await warn?.close();
});

const linesOf = (subject: TestApp, reqId: string) =>
  subject.logs().filter((line) => line.reqId === reqId);

describe('the request log', () => {
  it('writes one line per request: id, method, route, address, status, milliseconds', async () => {
    const response = await info.app.inject({
      url: '/api/v1/gallery/kitchens?page=1',
      headers: { 'x-request-id': 'one-line-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(linesOf(info, 'one-line-1')).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        pid: expect.any(Number),
        hostname: expect.any(String),
        reqId: 'one-line-1',
        method: 'GET',
        route: '/api/v1/gallery/kitchens',
        url: '/api/v1/gallery/kitchens?page=1',
        status: 200,
        ms: expect.any(Number),
        msg: 'request',
      },
    ]);
    const fastifyLines = info
      .logs()
      .filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');
    expect(fastifyLines).toEqual([]);
  });

  it('names no route for an address no route serves, and keeps its status', async () => {
    await info.app.inject({ url: '/api/v1/nothing-here', headers: { 'x-request-id': 'lost-1' } });
    const [line, ...more] = linesOf(info, 'lost-1');
    expect(more).toEqual([]);
    expect(line).toMatchObject({ msg: 'request', url: '/api/v1/nothing-here', status: 404 });
    expect(line).not.toHaveProperty('route');
  });

  it('keeps the error line of a server fault, with its stack, beside the request line', async () => {
    await info.app.inject({
      url: '/api/v1/test/fails/3',
      headers: { 'x-request-id': 'fault-1' },
    });
    const lines = linesOf(info, 'fault-1');
    expect(lines.map((line) => line.msg)).toEqual(['request failed', 'request']);
    expect(lines[0]).toMatchObject({ level: 50, err: { message: 'secret database detail' } });
    expect(String((lines[0]!.err as { stack: string }).stack)).toContain('request-log.int.test');
    expect(lines[1]).toMatchObject({ route: '/api/v1/test/fails/:id', status: 500 });
  });

  it('writes no request line under LOG_LEVEL=warn, and still the error of a fault', async () => {
    await warn.app.inject({ url: '/api/v1/healthz', headers: { 'x-request-id': 'quiet-1' } });
    await warn.app.inject({ url: '/api/v1/test/fails/4', headers: { 'x-request-id': 'quiet-2' } });
    expect(linesOf(warn, 'quiet-1')).toEqual([]);
    expect(linesOf(warn, 'quiet-2').map((line) => line.msg)).toEqual(['request failed']);
  });
});

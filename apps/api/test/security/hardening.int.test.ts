import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { seedDomain, viewers } from '../helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../helpers/sessions.js';

/*
 * Issue 21, point 10: the small items. Over-long headers answer 431 with the shared body;
 * the API docs and source maps are opt-in in production; framing is refused the same way by
 * the CSP and X-Frame-Options; a Permissions-Policy denies the features no page uses; signed-in
 * and sign-in answers are never stored; a 429 says when to try again.
 */

const productionEnv = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  PUBLIC_URL: 'https://portal.corner.example',
  SESSION_SECRET: 'x'.repeat(40),
};
/** A production portal answers only requests addressed to PUBLIC_URL's host. */
const productionHost = { host: 'portal.corner.example' };

let webDist: string;
let subject: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'corner-web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(webDist, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(join(webDist, 'assets', 'index-abc.js.map'), '{"version":3,"sources":[]}');
  subject = await buildTestApp({ webDistDir: webDist });
  await seedDomain(subject);
});
afterAll(async () => {
  await subject.close();
  await rm(webDist, { recursive: true, force: true });
});

/** One raw HTTP exchange with a listening app: the status line and the body. */
async function rawExchange(port: number, request: string) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.write(request);
  await new Promise<void>((done) => socket.on('close', () => done()));
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head: head.toLowerCase(), body };
}

describe('headers past what Node reads', () => {
  it('answers 431 with the shared error body', async () => {
    const listening = await buildTestApp();
    try {
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = listening.app.server.address() as { port: number };
      const huge = `GET /api/v1/healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
      const answer = await rawExchange(port, huge);
      expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
      expect(answer.head).toContain('content-type: application/json; charset=utf-8');
      expect(JSON.parse(answer.body)).toEqual({
        error: 'The request headers are too large',
        code: 'HEADERS_TOO_LARGE',
      });
      const broken = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
      expect(broken.statusLine).toBe('HTTP/1.1 400 Bad Request');
      expect(JSON.parse(broken.body)).toMatchObject({ code: 'BAD_REQUEST' });
    } finally {
      await listening.close();
    }
  });
});

describe('API docs and source maps in production', () => {
  it('serves neither unless asked, and both when asked', async () => {
    const closed = await buildTestApp({ webDistDir: webDist, env: productionEnv });
    const open = await buildTestApp({
      webDistDir: webDist,
      env: { ...productionEnv, API_DOCS: 'on', SOURCE_MAPS: 'on' },
    });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/assets/index-abc.js.map']) {
        const refused = await closed.app.inject({ url, headers: productionHost });
        expect({ url, status: refused.statusCode }).toEqual({ url, status: 404 });
        expect(refused.json()).toMatchObject({ code: 'NOT_FOUND' });
        expect((await open.app.inject({ url, headers: productionHost })).statusCode, url).toBe(200);
      }
      expect(
        (await closed.app.inject({ url: '/assets/index-abc.js', headers: productionHost }))
          .statusCode,
      ).toBe(200);
      expect(
        Object.keys(
          (await open.app.inject({ url: '/api/docs/json', headers: productionHost })).json().paths,
        ),
      ).toContain('/api/v1/healthz');
    } finally {
      await closed.close();
      await open.close();
    }
  });

  it('serves both in local mode', async () => {
    expect((await subject.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await subject.app.inject({ url: '/assets/index-abc.js.map' })).statusCode).toBe(200);
  });
});

describe('framing and browser features', () => {
  it('refuses framing in both headers alike and denies unused features', async () => {
    for (const url of ['/', '/api/v1/healthz', '/api/v1/nothing-here']) {
      const response = await subject.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      const policy = String(response.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy, url).toContain(`${feature}=()`);
      }
    }
  });
});

describe('Cache-Control on private answers', () => {
  it('never lets a signed-in answer or a sign-in answer be stored', async () => {
    const cookie = await signInAs(subject, viewers.customerA);
    for (const url of ['/api/v1/projects', '/api/v1/user', '/api/v1/gallery/kitchens']) {
      const response = await subject.app.inject({ url, headers: { cookie } });
      expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({
        url,
        cacheControl: 'no-store',
      });
    }
    const signIn = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in-link',
      headers: { origin: testOrigin },
      payload: { email: 'nobody@corner.test' },
    });
    expect(signIn.statusCode).toBe(202);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const verify = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify',
      headers: { origin: testOrigin },
      payload: { token: 'x'.repeat(43) },
    });
    expect(verify.statusCode).toBeGreaterThanOrEqual(400);
    expect(verify.headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers to anonymous visitors cacheable', async () => {
    const gallery = await subject.app.inject({ url: '/api/v1/gallery/kitchens' });
    expect(gallery.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('Retry-After', () => {
  it('comes with every 429, here the one-link-a-minute limit', async () => {
    const ask = () =>
      subject.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in-link',
        remoteAddress: '10.40.0.1',
        headers: { origin: testOrigin },
        payload: { email: 'once-a-minute@corner.test' },
      });
    expect((await ask()).statusCode).toBe(202);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('validation errors', () => {
  it('name a few unknown keys and stay small, whatever the body holds', async () => {
    const stored = async () =>
      (await subject.app.database.db.select({ n: count() }).from(enquiries))[0]!.n;
    const before = await stored();
    const payload: Record<string, unknown> = {
      name: 'Pat Visitor',
      email: 'pat@example.test',
      message: 'A kitchen, please.',
      consent: true,
    };
    for (let n = 0; n < 80_000; n += 1) payload[`k${n}`] = 0;
    const answer = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/enquiries',
      remoteAddress: '10.40.0.2',
      headers: { origin: testOrigin },
      payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(Buffer.byteLength(answer.body)).toBeLessThan(1024);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(answer.json().error).toContain(
      'body: Unrecognized keys: "k0", "k1", "k2", "k3", "k4" and 79,995 more',
    );
    expect(await stored()).toBe(before);
  });

  it('name at most ten problems, then count the rest', async () => {
    const answer = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/estimate-view/any-page/items',
      remoteAddress: '10.40.0.3',
      headers: { origin: testOrigin },
      payload: { designVersionId: 'v', list: 'hardware', ids: Array<string>(400).fill('') },
    });
    expect(answer.statusCode).toBe(400);
    expect(Buffer.byteLength(answer.body)).toBeLessThan(1024);
    const { error } = answer.json<{ error: string }>();
    expect(error.split('; ')).toHaveLength(10);
    expect(error).toMatch(/^body\/ids\/0: .+ and 390 more problems$/);
  });
});

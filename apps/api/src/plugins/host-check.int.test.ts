import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { SmtpSink } from '../../test/helpers/smtp-sink.js';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';

/*
 * The Host header is not trusted (PRODUCT.md section 2): sign-in links point at PUBLIC_URL or
 * the address the server listens on, and a request addressed to another name is refused, so
 * a page that rebinds its DNS name to the portal reads nothing, not even the local outbox.
 */

const sink = new SmtpSink();
let local: TestApp;
let production: TestApp;

beforeAll(async () => {
  await sink.start();
  local = await buildTestApp({ env: { SMTP_URL: sink.url } });
  production = await buildTestApp({
    env: {
      NODE_ENV: 'production',
      SMTP_URL: sink.url,
      PUBLIC_URL: 'https://portal.corner.example',
      SESSION_SECRET: 'y'.repeat(40),
    },
  });
  for (const subject of [local, production]) {
    await subject.app.database.db
      .insert(users)
      .values({ email: 'casey@corner.test', name: 'Casey', type: 'customer' });
  }
});
afterAll(async () => {
  await local.close();
  await production.close();
  await sink.stop();
});

const get = (subject: TestApp, url: string, host: string) =>
  subject.app.inject({ url, headers: { host } });

describe('host check in local mode', () => {
  it.each(['evil.example', 'evil.example:3000', '192.168.1.20:3000', 'localhost.evil.example'])(
    'refuses the outbox to a request for %s with a 400 and a message',
    async (host) => {
      const response = await get(local, '/api/v1/dev/outbox', host);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
      expect(response.json().error).toMatch(/host name/);
    },
  );

  it.each(['localhost:5173', 'localhost', '127.0.0.1:4319', '[::1]:3000'])(
    'answers a request for the loopback name %s',
    async (host) => {
      expect((await get(local, '/api/v1/dev/outbox', host)).statusCode).toBe(200);
    },
  );

  it('sends no link for a sign-in request addressed to another name', async () => {
    const before = sink.mails.length;
    const response = await local.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in-link',
      payload: { email: 'casey@corner.test' },
      headers: { host: 'evil.example', origin: 'http://evil.example' },
      remoteAddress: '10.8.0.1',
    });
    expect(response.statusCode).toBe(400);
    await local.app.authTasks.settled();
    await local.app.mail.sender.deliverDue();
    expect(sink.mails.length).toBe(before);
  });

  it('builds the link from the address it listens on, whatever loopback name was used', async () => {
    await local.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = local.app.server.address() as AddressInfo;
    const asked = await fetch(`http://localhost:${port}/api/v1/auth/sign-in-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: 'casey@corner.test' }),
    });
    expect(asked.status).toBe(202);
    await local.app.authTasks.settled();
    await local.app.mail.sender.deliverDue();
    const mail = sink.mails.findLast((each) => each.to.includes('casey@corner.test'));
    expect(mail?.raw).toContain(`http://127.0.0.1:${port}/login/confirm?token=`);
  });
});

describe('host check in production', () => {
  it('answers only requests for PUBLIC_URL’s name, and the health routes for any', async () => {
    const ours = await get(production, '/api/v1/gallery/kitchens', 'portal.corner.example');
    expect(ours.statusCode).toBeLessThan(400);
    for (const host of ['localhost', 'evil.example', '10.0.0.7:3000']) {
      const refused = await get(production, '/api/v1/gallery/kitchens', host);
      expect(refused.statusCode, host).toBe(400);
    }
    expect((await get(production, '/api/v1/healthz', '10.0.0.7:3000')).statusCode).toBe(200);
    expect((await get(production, '/api/v1/readyz', '10.0.0.7:3000')).statusCode).toBe(200);
  });

  it('links to PUBLIC_URL', async () => {
    const asked = await production.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in-link',
      payload: { email: 'casey@corner.test' },
      headers: { host: 'portal.corner.example', origin: 'https://portal.corner.example' },
      remoteAddress: '10.8.0.2',
    });
    expect(asked.statusCode).toBe(202);
    await production.app.authTasks.settled();
    await production.app.mail.sender.deliverDue();
    const mail = sink.mails.findLast((each) => each.to.includes('casey@corner.test'));
    expect(mail?.raw).toContain('https://portal.corner.example/login/confirm?token=');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

/* Bad input to the sign-in calls gets 400 with a message, never a 500. */

let subject: TestApp;
let ipCounter = 0;

beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(() => subject.close());

const post = (url: string, payload: unknown) =>
  subject.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: testOrigin },
    remoteAddress: `10.9.0.${++ipCounter}`,
  });
const verify = (token: string, email: string) => post('/api/v1/auth/verify', { token, email });

describe('bad input', () => {
  it.each([
    ['a missing e-mail', '/api/v1/auth/sign-in-link', {}],
    ['a malformed e-mail', '/api/v1/auth/sign-in-link', { email: 'not-an-email' }],
    ['a huge e-mail', '/api/v1/auth/sign-in-link', { email: `${'a'.repeat(5000)}@x.example` }],
    ['a junk token', '/api/v1/auth/verify', { token: 'ü<script>', email: 'casey@corner.test' }],
    ['a huge token', '/api/v1/auth/verify', { token: 'a'.repeat(5000), email: 'a@b.example' }],
    ['no body', '/api/v1/auth/verify', undefined],
  ])('answers %s with 400 and a message', async (_name, url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
  });

  it.each([
    ['a tab', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a backslash', '/\\evil.example'],
    ['a space', '/ /evil.example'],
    ['the sign-in page', '/login'],
  ])('refuses a returnTo with %s, sending nothing', async (_what, returnTo) => {
    const response = await post('/api/v1/auth/sign-in-link', {
      email: 'casey@corner.test',
      returnTo,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(response.json().error).toMatch(/returnTo/);
  });

  it('answers an unknown well-formed token with 400', async () => {
    const response = await verify('a'.repeat(43), 'casey@corner.test');
    expect(response.json()).toMatchObject({ code: 'LINK_INVALID' });
  });
});

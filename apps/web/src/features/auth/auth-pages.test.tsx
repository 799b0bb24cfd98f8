import type { UserProfile } from '@corner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';
import { getSessionQueryOptions } from './api/get-session';

const casey: UserProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'casey@corner.example',
  type: 'customer',
  name: 'Casey Walker',
};

type Answer = { status: number; body?: unknown };
const calls: Array<{ method: string; path: string; body: unknown }> = [];

/** Answers the API calls of a test by "METHOD /path"; any other call fails the test. */
function answerCalls(answers: Record<string, Answer | Answer[]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const path = new URL(input).pathname.replace('/api/v1', '');
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const planned = answers[`${method} ${path}`];
      const answer = Array.isArray(planned) ? planned.shift() : planned;
      if (!answer) throw new Error(`Unexpected call ${method} ${path}`);
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      return new Response(answer.status === 204 ? null : text, { status: answer.status });
    }),
  );
}

const signedOut: [readonly unknown[], unknown] = [getSessionQueryOptions().queryKey, null];

afterEach(() => {
  window.localStorage.clear();
  calls.length = 0;
});

describe('/login', () => {
  it('sends a link, keeps the e-mail and the origin route, and offers a resend', async () => {
    answerCalls({ 'POST /auth/sign-in-link': { status: 202, body: { message: 'ok' } } });
    const { user } = await renderApp({
      url: '/login?returnTo=%2Fprojects%2F7',
      queryData: [signedOut],
    });
    await user.type(screen.getByLabelText('E-mail'), 'Casey@Corner.example');
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    expect(calls[0]).toMatchObject({
      body: { email: 'casey@corner.example', returnTo: '/projects/7' },
    });
    expect(window.localStorage.getItem('emailForSignIn')).toBe('casey@corner.example');
    expect(screen.getByRole('button', { name: 'Resend the link' })).toBeEnabled();
  });

  it('checks the address before sending anything', async () => {
    answerCalls({});
    const { user } = await renderApp({ url: '/login', queryData: [signedOut] });
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});

describe('/login/confirm', () => {
  it('signs in with the stored e-mail and returns to the origin route', async () => {
    window.localStorage.setItem('emailForSignIn', casey.email);
    answerCalls({ 'POST /auth/verify': { status: 200, body: casey } });
    const token = 'a'.repeat(43);
    const { router } = await renderApp({
      url: `/login/confirm?token=${token}&returnTo=%2Fprojects`,
      queryData: [signedOut],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(calls).toEqual([
      { method: 'POST', path: '/auth/verify', body: { token, email: casey.email } },
    ]);
    expect(await screen.findByText(`Signed in as ${casey.email}`)).toBeVisible();
  });

  it('asks for the e-mail when none is stored, then signs in', async () => {
    answerCalls({ 'POST /auth/verify': { status: 200, body: casey } });
    const { user, router } = await renderApp({
      url: `/login/confirm?token=${'b'.repeat(43)}`,
      queryData: [signedOut],
    });
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText('E-mail'), casey.email);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
  });

  it.each([
    ['LINK_EXPIRED', 'This sign-in link has expired: links work for 10 minutes.'],
    ['LINK_USED', 'This sign-in link has already been used.'],
  ])('explains a %s link and offers a new one', async (code, message) => {
    expectConsoleErrors();
    window.localStorage.setItem('emailForSignIn', casey.email);
    answerCalls({ 'POST /auth/verify': { status: 400, body: { code, error: 'x' } } });
    await renderApp({ url: `/login/confirm?token=${'c'.repeat(43)}`, queryData: [signedOut] });
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send yourself a new link' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

describe('protected routes', () => {
  it('shows a loading state, then sends a signed-out visitor to /login with the route kept', async () => {
    expectConsoleErrors();
    let release: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const { router } = await renderApp({ url: '/projects?tab=2' });
    expect(screen.getByText('Checking your sign-in…')).toBeVisible();
    release(new Response('{"code":"UNAUTHORIZED","error":"no"}', { status: 401 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fprojects%3Ftab%3D2');
  });
});

describe('logout', () => {
  it('asks first; Cancel keeps the session, Log out clears it and lands on /', async () => {
    window.localStorage.setItem('emailForSignIn', casey.email);
    answerCalls({
      'POST /auth/logout': { status: 204 },
      'GET /gallery/kitchens': {
        status: 200,
        body: { items: [], page: 1, pageSize: 24, total: 0 },
      },
    });
    const { user, router } = await renderApp({
      url: '/projects',
      queryData: [[getSessionQueryOptions().queryKey, casey]],
    });
    await user.click(screen.getByRole('button', { name: 'LOGOUT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' });
    expect(within(dialog).getByText(`Log out of Corner as ${casey.email}?`)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'LOGOUT' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kitchens'));
    expect(calls[0]).toEqual({ method: 'POST', path: '/auth/logout', body: undefined });
    expect(window.localStorage.getItem('emailForSignIn')).toBeNull();
    expect(screen.queryByRole('button', { name: 'LOGOUT' })).not.toBeInTheDocument();
  });
});

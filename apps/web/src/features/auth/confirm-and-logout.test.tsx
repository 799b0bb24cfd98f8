import { act, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmPanel } from './components/confirm-panel';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { answerCalls, calls, casey, resetAuthTest, signedOut } from '@/testing/auth';

afterEach(resetAuthTest);

/** /projects lists the user's projects once signed in. */
const noProjects = { status: 200, body: { items: [], page: 1, pageSize: 24, total: 0 } };
const sent = () => calls.filter((call) => call.path !== '/projects');

describe('/login/confirm', () => {
  it('says so when the address is not a sign-in link, and sends nothing', async () => {
    answerCalls({});
    await renderApp({ url: '/login/confirm', queryData: [signedOut] });
    expect(screen.getByText('This is not a valid sign-in link.')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('asks for the right address after a wrong e-mail, then signs in', async () => {
    expectConsoleErrors();
    window.localStorage.setItem('emailForSignIn', 'someone@corner.example');
    answerCalls({
      'POST /auth/verify': [
        { status: 400, body: { code: 'LINK_INVALID', error: 'x' } },
        { status: 200, body: casey },
      ],
      'GET /projects': noProjects,
    });
    const { user, router } = await renderApp({
      url: `/login/confirm?token=${'d'.repeat(43)}`,
      queryData: [signedOut],
    });
    expect(
      await screen.findByText(
        'This sign-in link is not valid for this e-mail address, or a newer link has replaced it. Enter the address it was sent to, or send yourself a new link.',
      ),
    ).toBeVisible();
    await user.type(screen.getByLabelText('E-mail'), casey.email);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(window.localStorage.getItem('emailForSignIn')).toBe(casey.email);
  });

  it('signs in with the stored e-mail and returns to the origin route', async () => {
    window.localStorage.setItem('emailForSignIn', casey.email);
    answerCalls({ 'POST /auth/verify': { status: 200, body: casey }, 'GET /projects': noProjects });
    const token = 'a'.repeat(43);
    const { router } = await renderApp({
      url: `/login/confirm?token=${token}&returnTo=%2Fprojects`,
      queryData: [signedOut],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(sent()).toEqual([
      { method: 'POST', path: '/auth/verify', body: { token, email: casey.email } },
    ]);
    expect(
      await screen.findByText(`Hello, ${casey.name}. Signed in as ${casey.email}`),
    ).toBeVisible();
  });

  it.each([
    ['a tab', '%2F%09%2Fevil.example'],
    ['a newline', '%2F%0A%2Fevil.example'],
    ['a backslash', '%2F%5Cevil.example'],
    ['a space', '%2F%20%2Fevil.example'],
  ])('goes to /projects after sign-in when the origin route has %s', async (_what, returnTo) => {
    window.localStorage.setItem('emailForSignIn', casey.email);
    answerCalls({ 'POST /auth/verify': { status: 200, body: casey }, 'GET /projects': noProjects });
    const { router } = await renderApp({
      url: `/login/confirm?token=${'e'.repeat(40)}${_what.replace(/\W/g, '').slice(0, 3)}&returnTo=${returnTo}`,
      queryData: [signedOut],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(
      await screen.findByText(`Hello, ${casey.name}. Signed in as ${casey.email}`),
    ).toBeVisible();
  });

  it('asks for the e-mail when none is stored, then signs in', async () => {
    answerCalls({ 'POST /auth/verify': { status: 200, body: casey }, 'GET /projects': noProjects });
    const { user, router } = await renderApp({
      url: `/login/confirm?token=${'b'.repeat(43)}`,
      queryData: [signedOut],
    });
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText('E-mail'), casey.email);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
  });

  it('checks the link exactly once: strict mode, renders again and a fresh mount included', async () => {
    window.localStorage.setItem('emailForSignIn', casey.email);
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    answerCalls({
      'POST /auth/verify': () => new Promise((resolve) => (answer = resolve)),
      'GET /projects': noProjects,
    });
    /** The panel as the route shows it, mounted afresh once while the check is on its way. */
    function RemountedPanel() {
      const [searchParams] = useSearchParams();
      const [mount, setMount] = useState(1);
      const [, rerender] = useState(0);
      useEffect(() => {
        const timer = setTimeout(() => {
          rerender((count) => count + 1);
          setMount(2);
        }, 20);
        return () => clearTimeout(timer);
      }, []);
      return <ConfirmPanel key={mount} token={searchParams.get('token')} returnTo="/projects" />;
    }
    const token = 'once'.padEnd(43, 'f');
    const { router } = await renderApp({
      url: `/login/confirm?token=${token}`,
      routes: [
        {
          path: '/login/confirm',
          element: (
            <StrictMode>
              <RemountedPanel />
            </StrictMode>
          ),
        },
        { path: '/projects', element: <p>Your projects</p> },
      ],
      queryData: [signedOut],
    });
    expect(await screen.findByText('Signing you in…')).toBeVisible();
    // Past the fresh mount, the check still unanswered.
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(screen.getByText('Signing you in…')).toBeVisible();
    answer({ status: 200, body: casey });
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(sent()).toEqual([
      { method: 'POST', path: '/auth/verify', body: { token, email: casey.email } },
    ]);
  });

  it.each([
    ['LINK_EXPIRED', 'This sign-in link has expired: links work for 10 minutes.'],
    ['LINK_USED', 'This sign-in link has already been used.'],
  ])('explains a %s link and offers a new one', async (code, message) => {
    expectConsoleErrors();
    window.localStorage.setItem('emailForSignIn', casey.email);
    answerCalls({ 'POST /auth/verify': { status: 400, body: { code, error: 'x' } } });
    // A token each: the page checks a link once per page load.
    const token = code.toLowerCase().replace('_', '-').padEnd(43, 'c');
    await renderApp({ url: `/login/confirm?token=${token}`, queryData: [signedOut] });
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send yourself a new link' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

describe('protected routes', () => {
  it('shows a loading state, then sends a signed-out visitor to /login with the route kept', async () => {
    let release: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const { router } = await renderApp({ url: '/projects?tab=2' });
    expect(screen.getByText('Checking your sign-in…')).toBeVisible();
    // Nobody signed in: the server answers null, an ordinary answer (nothing is logged).
    release(new Response('null', { status: 200 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fprojects%3Ftab%3D2');
  });
});

describe('logout', () => {
  it('asks first; Cancel keeps the session, Log out clears it and lands on /', async () => {
    window.localStorage.setItem('emailForSignIn', casey.email);
    answerCalls({
      'POST /auth/logout': { status: 204 },
      'GET /projects': noProjects,
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
    expect(sent()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'LOGOUT' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kitchens'));
    expect(sent()).toContainEqual({ method: 'POST', path: '/auth/logout', body: undefined });
    expect(window.localStorage.getItem('emailForSignIn')).toBeNull();
    expect(screen.queryByRole('button', { name: 'LOGOUT' })).not.toBeInTheDocument();
  });

  it('signs out everywhere from the same question: every session ends, and lands on /', async () => {
    window.localStorage.setItem('emailForSignIn', casey.email);
    answerCalls({
      'POST /auth/logout-everywhere': { status: 204 },
      'GET /projects': noProjects,
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
    expect(
      within(dialog).getByText(
        'Sign out everywhere also ends your sessions on your other devices and browsers.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kitchens'));
    // The landing page may start its reads before the call is counted: find it, not its place.
    expect(sent()).toContainEqual({
      method: 'POST',
      path: '/auth/logout-everywhere',
      body: undefined,
    });
    expect(sent().some((call) => call.path === '/auth/logout')).toBe(false);
    expect(window.localStorage.getItem('emailForSignIn')).toBeNull();
    expect(screen.queryByRole('button', { name: 'LOGOUT' })).not.toBeInTheDocument();
  });
});

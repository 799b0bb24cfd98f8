import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';
import { answerCalls, calls, casey, resetAuthTest, signedOut } from '@/testing/auth';

afterEach(resetAuthTest);

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

  it('leaves out an origin route with control characters', async () => {
    answerCalls({ 'POST /auth/sign-in-link': { status: 202, body: { message: 'ok' } } });
    const { user } = await renderApp({
      url: '/login?returnTo=%2F%09%2Fevil.example',
      queryData: [signedOut],
    });
    await user.type(screen.getByLabelText('E-mail'), 'casey@corner.example');
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    expect(calls[0]).toMatchObject({ body: { email: 'casey@corner.example' } });
    expect(calls[0]!.body).not.toHaveProperty('returnTo');
  });

  it('checks the address before sending anything', async () => {
    answerCalls({});
    const { user } = await renderApp({ url: '/login', queryData: [signedOut] });
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('shows the form while the session is asked for, then sends a signed-in visitor on', async () => {
    let answerSession: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answerSession = resolve))),
    );
    const { router } = await renderApp({ url: '/login' });
    expect(screen.getByLabelText('E-mail')).toBeVisible();
    answerSession(Response.json(casey));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
  });
});

describe('/login errors', () => {
  it("shows the server's message when too many links were asked for", async () => {
    expectConsoleErrors();
    const error =
      'A sign-in link was just sent to this address. Wait a minute before asking again.';
    answerCalls({
      'POST /auth/sign-in-link': { status: 429, body: { code: 'TOO_MANY_REQUESTS', error } },
    });
    const { user } = await renderApp({ url: '/login', queryData: [signedOut] });
    await user.type(screen.getByLabelText('E-mail'), casey.email);
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).not.toBeInTheDocument();
  });

  it('waits out the Retry-After of a refused resend, counting down, then lets it be sent', async () => {
    expectConsoleErrors();
    const error =
      'A sign-in link was just sent to this address. Wait a minute before asking again.';
    answerCalls({
      'POST /auth/sign-in-link': [
        { status: 200, body: { message: 'sent' } },
        {
          status: 429,
          body: { code: 'TOO_MANY_REQUESTS', error },
          headers: { 'retry-after': '2' },
        },
        { status: 200, body: { message: 'sent' } },
      ],
    });
    const { user } = await renderApp({ url: '/login', queryData: [signedOut] });
    await user.type(screen.getByLabelText('E-mail'), casey.email);
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    await user.click(await screen.findByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${error}$`));
    expect(screen.getByText('You can ask again in 2 s.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend the link (2 s)' })).toBeDisabled();
    expect(await screen.findByText('You can ask again in 1 s.')).toBeVisible();
    const resend = await screen.findByRole('button', { name: 'Resend the link' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(calls).toHaveLength(3));
  });
});

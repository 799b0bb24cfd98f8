import { accountTexts } from '@corner/contracts/display';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { answerCalls } from '@/testing/answer-calls';
import { casey } from '@/testing/auth';
import { expectConsoleErrors, renderApp, screen, waitFor } from '@/testing/test-utils';

/* The account page (issue 36): the customer turns the mails about unread messages off and on. */

const signedIn = (profile = casey): [readonly unknown[], unknown] => [
  getSessionQueryOptions().queryKey,
  profile,
];

afterEach(() => vi.unstubAllGlobals());

describe('/account', () => {
  it('shows the choice as saved and turns the mails off with one click', async () => {
    const calls = answerCalls({
      'GET /user/message-mails': { status: 200, body: { messageMails: true } },
      'PUT /user/message-mails': { status: 200, body: { messageMails: false } },
    });
    const { user } = await renderApp({ url: '/account', queryData: [signedIn()] });
    expect(
      await screen.findByRole('heading', { name: accountTexts.title, level: 1 }),
    ).toBeVisible();
    const box = await screen.findByRole('checkbox', { name: accountTexts.messageMails });
    await waitFor(() => expect(box).toBeChecked());
    expect(box).toHaveAccessibleDescription(accountTexts.messageMailsHint);

    await user.click(box);
    expect(await screen.findByText(accountTexts.saved)).toBeVisible();
    expect(box).not.toBeChecked();
    expect(box).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/user/message-mails', body: { messageMails: false } },
    ]);
    expect(document.title).toContain(accountTexts.title);
  });

  it('says so when the choice was not saved, and shows it as it was', async () => {
    answerCalls({
      'GET /user/message-mails': { status: 200, body: { messageMails: true } },
      'PUT /user/message-mails': { status: 503, body: { code: 'unavailable', error: 'Down' } },
    });
    expectConsoleErrors();
    const { user } = await renderApp({ url: '/account', queryData: [signedIn()] });
    const box = await screen.findByRole('checkbox', { name: accountTexts.messageMails });
    await waitFor(() => expect(box).toBeChecked());
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(accountTexts.notSaved);
    expect(box).toBeChecked();
  });

  it("gives staff the staff's sentence", async () => {
    answerCalls({ 'GET /user/message-mails': { status: 200, body: { messageMails: false } } });
    await renderApp({
      url: '/account',
      queryData: [signedIn({ ...casey, type: 'designer', email: 'dana@corner.example' })],
    });
    const box = await screen.findByRole('checkbox', { name: accountTexts.messageMailsStaff });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
  });

  it('is reached from the menu of a signed-in user', async () => {
    answerCalls(
      { 'GET /user/message-mails': { status: 200, body: { messageMails: true } } },
      {
        otherwise: () => ({ status: 200, body: [] }),
      },
    );
    const { user, router } = await renderApp({ url: '/account', queryData: [signedIn()] });
    await user.click(screen.getByRole('button', { name: /menu/i }));
    const link = await screen.findByRole('link', { name: 'Your account' });
    expect(link).toHaveAttribute('href', '/account');
    expect(router.state.location.pathname).toBe('/account');
  });
});

import type { AdminUser, AdminUserList } from '@corner/contracts';
import { waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LazyToaster } from '@/components/ui/toast';
import { answerCalls, lastChangeByDana, queriesSentTo } from '@/testing/answer-calls';
import { expectConsoleErrors, renderWithProviders, screen } from '@/testing/test-utils';
import { AdminUsersPage } from './components/admin-users-page';
import { UserDialog } from './components/user-dialog';

const adminId = '50000000-0000-4000-8000-000000000001';
const designerId = '50000000-0000-4000-8000-000000000002';

function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: designerId,
    email: 'dana@corner.test',
    name: 'Dana',
    phone: null,
    type: 'designer',
    createdAt: '2025-03-01T10:00:00.000Z',
    revision: 3,
    ...overrides,
  };
}

const admin = makeUser({ id: adminId, email: 'alex@corner.test', name: 'Alex', type: 'admin' });
const list = (items: AdminUser[]): AdminUserList => ({
  items,
  page: 1,
  pageSize: 24,
  total: items.length,
});
const session = {
  status: 200,
  body: { id: adminId, email: admin.email, type: 'admin', name: 'Alex' },
};

const inRouter = (ui: React.ReactNode) =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/admin/users']}>
      {ui}
      <LazyToaster />
    </MemoryRouter>,
  );

describe('AdminUsersPage', () => {
  it('lists users with their roles; the admin cannot change their own', async () => {
    answerCalls({
      'GET /auth/session': session,
      'GET /admin/users': { status: 200, body: list([admin, makeUser()]) },
    });
    inRouter(<AdminUsersPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'dana@corner.test' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Role of alex@corner.test')).toBeDisabled());
    expect(screen.getByLabelText('Role of dana@corner.test')).toHaveValue('designer');
    expect(screen.getByLabelText('Role of dana@corner.test')).toBeEnabled();
  });

  it('changes a role only after the confirmation, and says so', async () => {
    const calls = answerCalls({
      'GET /auth/session': session,
      'GET /admin/users': [
        { status: 200, body: list([admin, makeUser()]) },
        { status: 200, body: list([admin, makeUser({ type: 'admin' })]) },
      ],
      [`PUT /admin/users/${designerId}/type`]: {
        status: 200,
        body: { user: makeUser({ type: 'admin' }), sessionsEnded: 1 },
      },
    });
    const { user } = inRouter(<AdminUsersPage />);
    await user.selectOptions(await screen.findByLabelText('Role of dana@corner.test'), 'admin');
    const confirm = await screen.findByRole('alertdialog', { name: 'Change role' });
    expect(confirm).toHaveTextContent('Make dana@corner.test admin instead of designer?');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Change role' }));
    expect((await screen.findAllByText('dana@corner.test is now admin'))[0]).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      type: 'admin',
      revision: 3,
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Role of dana@corner.test')).toHaveValue('admin'),
    );
  });

  it('cancelling the confirmation changes nothing', async () => {
    const calls = answerCalls({
      'GET /auth/session': session,
      'GET /admin/users': { status: 200, body: list([admin, makeUser()]) },
    });
    const { user } = inRouter(<AdminUsersPage />);
    await user.selectOptions(await screen.findByLabelText('Role of dana@corner.test'), 'customer');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Role of dana@corner.test')).toHaveValue('designer');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it("shows the server's refusal of a role change in the confirmation", async () => {
    expectConsoleErrors();
    answerCalls({
      'GET /auth/session': session,
      'GET /admin/users': { status: 200, body: list([admin, makeUser()]) },
      [`PUT /admin/users/${designerId}/type`]: {
        status: 409,
        body: { code: 'CONFLICT', error: 'Something changed meanwhile' },
      },
    });
    const { user } = inRouter(<AdminUsersPage />);
    await user.selectOptions(await screen.findByLabelText('Role of dana@corner.test'), 'customer');
    const confirm = await screen.findByRole('alertdialog', { name: 'Change role' });
    await user.click(within(confirm).getByRole('button', { name: 'Change role' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Error: Something changed meanwhile',
    );
  });
});

describe('UserDialog', () => {
  it('blocks a blank or wrong form with the generic messages, sending nothing', async () => {
    const calls = answerCalls({});
    const { user } = inRouter(<UserDialog open onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('E-mail'), 'nina at corner');
    await user.type(screen.getByLabelText('Name'), 'Nina');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('invites a staff member; a taken e-mail shows the server message', async () => {
    expectConsoleErrors();
    const calls = answerCalls({
      'POST /admin/users': [
        {
          status: 409,
          body: { code: 'CONFLICT', error: 'Another user already has this e-mail address' },
        },
        { status: 201, body: makeUser({ email: 'nina@corner.test', name: 'Nina' }) },
      ],
      'GET /admin/users': { status: 200, body: list([]) },
    });
    const { user } = inRouter(<UserDialog open onOpenChange={() => {}} />);
    await user.type(screen.getByLabelText('E-mail'), ' Nina@Corner.test ');
    await user.type(screen.getByLabelText('Name'), 'Nina');
    await user.selectOptions(screen.getByLabelText('Role'), 'designer');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Another user already has this e-mail address',
    );
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect((await screen.findAllByText('Added nina@corner.test'))[0]).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({
      email: 'nina@corner.test',
      name: 'Nina',
      phone: null,
      type: 'designer',
    });
  });

  it('says who last changed the account; a new user has no such line', async () => {
    answerCalls({ 'GET /admin/last-change': lastChangeByDana });
    const { unmount } = inRouter(<UserDialog user={makeUser()} open onOpenChange={() => {}} />);
    expect(await screen.findByText(/^Last changed by dana@corner\.test on /)).toBeVisible();
    expect(queriesSentTo('/admin/last-change')).toEqual([{ kind: 'user', id: designerId }]);
    unmount();
    inRouter(<UserDialog open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'New user' })).toBeVisible();
    expect(queriesSentTo('/admin/last-change')).toHaveLength(1);
  });

  it("edits a user's e-mail, name and phone, without the role", async () => {
    const calls = answerCalls({
      [`PUT /admin/users/${designerId}`]: { status: 200, body: makeUser({ name: 'Dana Lee' }) },
    });
    const { user } = inRouter(<UserDialog user={makeUser()} open onOpenChange={() => {}} />);
    expect(screen.getByLabelText('E-mail')).toHaveValue('dana@corner.test');
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Dana Lee');
    await user.type(screen.getByLabelText('Phone (optional)'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    expect(
      await screen.findByText('Enter a phone number: digits, spaces and + ( ) - only'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone (optional)'));
    await user.type(screen.getByLabelText('Phone (optional)'), ' +1 415 555 0100 ');
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    await waitFor(() =>
      expect(calls[0]!.body).toEqual({
        email: 'dana@corner.test',
        name: 'Dana Lee',
        phone: '+1 415 555 0100',
        revision: 3,
      }),
    );
    expect(calls).toHaveLength(1);
  });
});

describe('user editors after someone else saved the user', () => {
  const stale = {
    status: 409,
    body: {
      code: 'STALE_REVISION',
      error: 'This user was changed by someone else; reload and try again',
    },
  };

  it('the user dialog explains the stale save and reopens on the latest user', async () => {
    expectConsoleErrors();
    const theirs = makeUser({ name: 'Dana (theirs)', revision: 4 });
    const calls = answerCalls({
      'GET /auth/session': session,
      'GET /admin/users': [
        { status: 200, body: list([admin, makeUser()]) },
        { status: 200, body: list([admin, theirs]) },
      ],
      [`PUT /admin/users/${designerId}`]: stale,
    });
    const { user } = inRouter(<AdminUsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit dana@corner.test' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save user' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Someone else saved this user after you opened it, so your changes were not saved. Reload the user to see the latest values, then make your changes again.',
    );
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ revision: 3 });
    await user.click(within(alert).getByRole('button', { name: 'Reload user' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Dana (theirs)'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a role change from a stale list shows the notice; Reload refreshes the list', async () => {
    expectConsoleErrors();
    const calls = answerCalls({
      'GET /auth/session': session,
      'GET /admin/users': [
        { status: 200, body: list([admin, makeUser()]) },
        { status: 200, body: list([admin, makeUser({ type: 'customer', revision: 4 })]) },
      ],
      [`PUT /admin/users/${designerId}/type`]: stale,
    });
    const { user } = inRouter(<AdminUsersPage />);
    await user.selectOptions(await screen.findByLabelText('Role of dana@corner.test'), 'admin');
    const confirm = await screen.findByRole('alertdialog', { name: 'Change role' });
    await user.click(within(confirm).getByRole('button', { name: 'Change role' }));
    const alert = await within(confirm).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this user after you opened it');
    await user.click(within(alert).getByRole('button', { name: 'Reload user' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Role of dana@corner.test')).toHaveValue('customer');
    expect(
      calls.filter((call) => call.method === 'GET' && call.path === '/admin/users'),
    ).toHaveLength(2);
  });
});

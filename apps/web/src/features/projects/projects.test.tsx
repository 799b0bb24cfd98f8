import type { ProjectList, ProjectMeta, UserProfile } from '@corner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { answerCalls, calls, casey, resetAuthTest } from '@/testing/auth';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';
import { projectDestination } from './project-destination';

afterEach(resetAuthTest);

const dana: UserProfile = { ...casey, email: 'dana@corner.example', type: 'designer' };
const session = (user: UserProfile): [readonly unknown[], unknown] => [
  getSessionQueryOptions().queryKey,
  user,
];
const meta = (overrides: Partial<ProjectMeta> = {}): ProjectMeta => ({
  id: 'p1',
  status: 'estimation',
  isDemo: false,
  ...overrides,
});

describe('projectDestination (spec section 4)', () => {
  it.each([
    [meta({ isDemo: true }), 'customer', '/project/p1/dashboard'],
    [meta({ isDemo: true }), 'designer', '/project/p1/dashboard'],
    [meta({ status: 'design' }), 'customer', '/project/p1/dashboard'],
    [meta({ status: 'design' }), 'admin', '/project/p1/dashboard'],
    [meta(), 'customer', '/project/p1/estimate'],
    [meta(), 'designer', '/project/p1/design-versions'],
    [meta(), 'admin', '/project/p1/design-versions'],
    [meta({ status: 'archived' as ProjectMeta['status'] }), 'customer', '/project/p1/dashboard'],
  ] as const)('%o for a %s goes to %s', (given, userType, expected) => {
    expect(projectDestination(given, userType)).toBe(expected);
  });
});

describe('/project/{projectId}', () => {
  it('sends a customer of a project in estimation to the estimate page', async () => {
    answerCalls({
      'GET /project/p1/meta': { status: 200, body: meta() },
      // The estimate page the router lands on, in its empty state.
      'GET /project/p1/estimate': {
        status: 200,
        body: {
          projectId: 'p1',
          name: 'Casey kitchen',
          estimatePageSlug: null,
          designVersions: [],
        },
      },
      'GET /site-config': { status: 200, body: { paymentLinkUrl: null } },
      'POST /project/p1/estimate/events': { status: 204, body: null },
      'GET /project/p1/designer': { status: 200, body: null },
      'GET /project/p1/welcome': { status: 200, body: null },
    });
    const { router } = await renderApp({ url: '/project/p1', queryData: [session(casey)] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/p1/estimate'));
    expect(await screen.findByText('No Estimate found')).toBeVisible();
  });

  it("says 'Project ID is not provided' when the metadata has no id", async () => {
    answerCalls({ 'GET /project/p1/meta': { status: 200, body: meta({ id: '' }) } });
    await renderApp({ url: '/project/p1', queryData: [session(dana)] });
    expect(await screen.findByText('Project ID is not provided')).toBeVisible();
  });

  it("says in plain words that an unknown or another customer's project is not there", async () => {
    expectConsoleErrors();
    answerCalls({
      'GET /project/p1/meta': { status: 404, body: { error: 'x', code: 'NOT_FOUND' } },
    });
    await renderApp({ url: '/project/p1', queryData: [session(casey)] });
    expect(await screen.findByRole('heading', { name: 'Failed to load data' })).toBeVisible();
    expect(
      screen.getByText(
        'We could not find this project among yours: the link may be mistyped, or the project is not shared with you.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Endpoint/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Your projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    expect(screen.getByRole('link', { name: /Projects/ })).toHaveAttribute('href', '/projects');
  });

  it('shows the page overlay with the error and a retry when the metadata cannot load', async () => {
    expectConsoleErrors();
    answerCalls({
      'GET /project/p1/meta': { status: 429, body: { error: 'Slow down', code: 'RATE_LIMITED' } },
    });
    await renderApp({ url: '/project/p1', queryData: [session(casey)] });
    expect(await screen.findByText('Failed to load data')).toBeVisible();
    expect(screen.getByText('Request failed with status 429: Slow down')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it("says 'Failed to load user profile' when the profile cannot load", async () => {
    expectConsoleErrors();
    answerCalls({ 'GET /auth/session': { status: 500, body: { error: 'down' } } });
    await renderApp({ url: '/project/p1' });
    expect(await screen.findByText('Failed to load user profile')).toBeVisible();
  });
});

const page = (items: ProjectList['items']): ProjectList => ({
  items,
  page: 1,
  pageSize: 24,
  total: items.length,
});
const kitchen: ProjectList['items'][number] = {
  id: 'p1',
  name: 'Casey kitchen',
  status: 'estimation',
  phase: 'estimation',
  isDemo: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  customerEmails: [casey.email],
  activeEstimate: { designVersionId: 'v1', totalCost: 18450.5, currency: 'usd' },
  reservation: null,
  lastActivity: null,
};

describe('/projects', () => {
  it("lists a customer's projects with status, total and date, without search", async () => {
    answerCalls({ 'GET /projects': { status: 200, body: page([kitchen]) } });
    await renderApp({ url: '/projects', queryData: [session(casey)] });
    const row = within(await screen.findByRole('list', { name: 'Projects' })).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Casey kitchen' })).toHaveAttribute(
      'href',
      '/project/p1',
    );
    expect(row).toHaveTextContent('Created Jan 5, 2026');
    expect(row).toHaveTextContent('Estimation');
    expect(row).toHaveTextContent('$18,450.50');
    expect(row).not.toHaveTextContent(casey.email);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('says the stage a project is at, not its routing status (decision 53)', async () => {
    answerCalls({
      'GET /projects': {
        status: 200,
        body: page([
          { ...kitchen, name: 'Walker Garden Studio', status: 'design', phase: 'delivery' },
        ]),
      },
    });
    await renderApp({ url: '/projects', queryData: [session(casey)] });
    const row = within(await screen.findByRole('list', { name: 'Projects' })).getByRole('listitem');
    expect(within(row).getByText('Stage')).toBeVisible();
    expect(within(row).getByText('Delivery')).toBeVisible();
    expect(row).not.toHaveTextContent('Design');
  });

  it("shows the reservation that holds a project's spot beside its total", async () => {
    answerCalls({
      'GET /projects': {
        status: 200,
        body: page([
          {
            ...kitchen,
            reservation: {
              estimateId: 'e1',
              reference: 'E-2026-0007',
              designVersionName: 'Oak galley',
              reservedAt: '2026-02-01T10:00:00.000Z',
            },
          },
          { ...kitchen, id: 'p2', name: 'Olivia kitchen' },
        ]),
      },
    });
    await renderApp({ url: '/projects', queryData: [session(dana)] });
    const [reserved, open] = within(
      await screen.findByRole('list', { name: 'Projects' }),
    ).getAllByRole('listitem');
    const total = within(reserved!).getByText('$18,450.50');
    expect(total).toHaveTextContent('$18,450.50Reserved: Oak galley (E-2026-0007)');
    expect(open).not.toHaveTextContent('Reserved');
  });

  it('lets staff search, and opens the template from the date picker', async () => {
    answerCalls({
      'GET /projects': [
        {
          status: 200,
          body: page([
            kitchen,
            { ...kitchen, id: 'p2', name: 'Olivia kitchen', activeEstimate: null },
          ]),
        },
        { status: 200, body: page([]) },
      ],
    });
    const { user, router } = await renderApp({ url: '/projects', queryData: [session(dana)] });
    expect(await screen.findByText('Not estimated yet')).toBeVisible();
    expect(screen.getAllByText(/Created Jan 5, 2026 · casey@corner.example/)).toHaveLength(2);
    await user.type(screen.getByLabelText('Search projects'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No projects match “nobody”.')).toBeVisible();
    expect(router.state.location.search).toBe('?search=nobody');
    expect(calls.filter((call) => call.path === '/projects')).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('Production complexity'), 'complex');
    expect(screen.getByRole('link', { name: 'See the example timeline' })).toHaveAttribute(
      'href',
      expect.stringContaining('productionComplexity=complex'),
    );
  });
});

import type { AdminProject, ProjectListItem } from '@corner/contracts';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { LazyToaster } from '@/components/ui/toast';
import { expectConsoleErrors, renderWithProviders, screen } from '@/testing/test-utils';
import { CreateProjectDialog } from './components/create-project-dialog';
import { CustomerList } from './components/customer-list';
import { useAdminProject } from './api/get-admin-project';
import { ProjectEditor } from './components/project-editor';
import { VersionList } from './components/version-list';
import { ProjectTable } from './components/project-table';
import { answerCalls, designerChoices, makeAdminProject, projectId, versionId } from './testing';

const inRouter = (ui: React.ReactNode) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe('CreateProjectDialog', () => {
  it('blocks an empty or wrong form with the generic messages, sending nothing', async () => {
    const calls = answerCalls({});
    const { user } = inRouter(
      <CreateProjectDialog open onOpenChange={() => {}} onCreated={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Project name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Project name'), 'Harbour kitchen');
    await user.type(screen.getByLabelText('Customer e-mail 1'), 'nora at corner');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('creates the project with every customer e-mail and hands it on', async () => {
    const project = makeAdminProject();
    const calls = answerCalls({ 'POST /admin/projects': { status: 201, body: project } });
    const onCreated = vi.fn();
    const { user } = inRouter(
      <CreateProjectDialog open onOpenChange={() => {}} onCreated={onCreated} />,
    );
    await user.type(screen.getByLabelText('Project name'), '  Harbour kitchen ');
    await user.selectOptions(screen.getByLabelText('Status'), 'estimation');
    await user.type(screen.getByLabelText('Customer e-mail 1'), 'Nora@Corner.test');
    await user.click(screen.getByRole('button', { name: 'Add a customer' }));
    await user.type(screen.getByLabelText('Customer e-mail 2'), 'sam@corner.test');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(project));
    expect(calls[0]!.body).toEqual({
      name: 'Harbour kitchen',
      status: 'estimation',
      customerEmails: ['nora@corner.test', 'sam@corner.test'],
      designerId: designerChoices[0]!.id,
    });
  });

  it('makes whoever creates the project its designer unless another is chosen', async () => {
    const calls = answerCalls({
      'POST /admin/projects': { status: 201, body: makeAdminProject() },
    });
    const { user } = inRouter(
      <CreateProjectDialog open onOpenChange={() => {}} onCreated={() => {}} />,
    );
    const designer = await screen.findByRole('combobox', { name: 'Designer' });
    await waitFor(() => expect(designer).toHaveDisplayValue('Dana Reyes (dana@corner.test)'));
    await user.selectOptions(designer, 'Alex Morgan (alex@corner.test)');
    await user.type(screen.getByLabelText('Project name'), 'Harbour kitchen');
    await user.type(screen.getByLabelText('Customer e-mail 1'), 'nora@corner.test');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ designerId: designerChoices[1]!.id });
  });

  it("shows the server's refusal in the dialog", async () => {
    expectConsoleErrors();
    answerCalls({
      'POST /admin/projects': {
        status: 400,
        body: { code: 'BAD_REQUEST', error: 'dana@corner.test is a staff account, not a customer' },
      },
    });
    const { user } = inRouter(
      <CreateProjectDialog open onOpenChange={() => {}} onCreated={() => {}} />,
    );
    await user.type(screen.getByLabelText('Project name'), 'X');
    await user.type(screen.getByLabelText('Customer e-mail 1'), 'dana@corner.test');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: dana@corner.test is a staff account, not a customer',
    );
    expect(screen.getByRole('dialog', { name: 'New project' })).toBeInTheDocument();
  });
});

describe('ProjectEditor', () => {
  it('saves name, status and customers together', async () => {
    const saved = makeAdminProject({ name: 'Harbour kitchen II', status: 'design' });
    const calls = answerCalls({
      [`PUT /admin/projects/${projectId}`]: { status: 200, body: saved },
    });
    const { user } = inRouter(<ProjectEditor project={makeAdminProject()} />);
    expect(screen.getByLabelText('Customer e-mail 1')).toHaveValue('nora@corner.test');
    await user.clear(screen.getByLabelText('Project name'));
    await user.type(screen.getByLabelText('Project name'), 'Harbour kitchen II');
    await user.selectOptions(screen.getByLabelText('Status'), 'design');
    await user.click(screen.getByRole('button', { name: 'Add a customer' }));
    await user.type(screen.getByLabelText('Customer e-mail 2'), 'sam@corner.test');
    await user.click(screen.getByRole('button', { name: 'Remove customer e-mail 1' }));
    await user.click(screen.getByRole('button', { name: 'Save project' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      name: 'Harbour kitchen II',
      status: 'design',
      customerEmails: ['sam@corner.test'],
      designerId: null,
      revision: 2,
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});

describe('ProjectEditor after someone else saved the project', () => {
  /** The editor as the project page mounts it: on the loaded project. */
  function LoadedEditor() {
    const { data } = useAdminProject(projectId);
    return data ? <ProjectEditor project={data} /> : null;
  }

  it('explains the stale save (409) and reloads the latest project into the form', async () => {
    expectConsoleErrors();
    const theirs = makeAdminProject({ name: 'Harbour kitchen (theirs)', revision: 3 });
    const calls = answerCalls({
      [`GET /admin/projects/${projectId}`]: [
        { status: 200, body: makeAdminProject() },
        { status: 200, body: theirs },
      ],
      [`PUT /admin/projects/${projectId}`]: [
        {
          status: 409,
          body: {
            code: 'STALE_REVISION',
            error: 'This project was changed by someone else; reload and try again',
          },
        },
        { status: 200, body: makeAdminProject({ name: 'Mine again', revision: 4 }) },
      ],
    });
    const { user } = inRouter(<LoadedEditor />);
    const name = await screen.findByLabelText('Project name');
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save project' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Someone else saved this project after you opened it, so your changes were not saved. Reload the project to see the latest values, then make your changes again.',
    );
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ revision: 2 });
    await user.click(within(alert).getByRole('button', { name: 'Reload project' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Project name')).toHaveValue('Harbour kitchen (theirs)'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Project name'));
    await user.type(screen.getByLabelText('Project name'), 'Mine again');
    await user.click(screen.getByRole('button', { name: 'Save project' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').at(-1)!.body).toMatchObject({
        name: 'Mine again',
        revision: 3,
      }),
    );
  });
});

describe('CustomerList', () => {
  it('sends a customer a sign-in link and says so', async () => {
    const userId = makeAdminProject().customers[0]!.id;
    const calls = answerCalls({
      [`POST /admin/projects/${projectId}/customers/${userId}/sign-in-link`]: {
        status: 202,
        body: { message: 'Sign-in link sent to nora@corner.test' },
      },
    });
    const { user } = inRouter(
      <>
        <CustomerList project={makeAdminProject()} />
        <LazyToaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Send sign-in link to nora@corner.test' }));
    expect(
      await screen.findAllByText('Sign-in link sent to nora@corner.test', { exact: false }),
    ).not.toHaveLength(0);
    expect(calls).toHaveLength(1);
  });
});

describe('VersionList', () => {
  it('pins an estimated version, and unpins the pinned one', async () => {
    const estimated = makeAdminProject({
      designVersions: [{ ...makeAdminProject().designVersions[0]!, estimateId: 'estimate-1' }],
    });
    const pinned: AdminProject = {
      ...estimated,
      activeDesignVersionId: versionId,
      shownToCustomers: {
        kind: 'pinned',
        designVersionId: versionId,
        reference: 'E-2025-0007',
        issuedAt: '2025-02-03T10:00:00.000Z',
        hasNewerEstimate: false,
      },
    };
    const calls = answerCalls({
      [`PUT /admin/projects/${projectId}/active-design-version`]: { status: 200, body: pinned },
      [`DELETE /admin/projects/${projectId}/active-design-version`]: {
        status: 200,
        body: estimated,
      },
    });
    const first = inRouter(<VersionList project={estimated} />);
    const { user } = first;
    expect(
      screen.getByText(
        'Customers see no price yet: publish an estimate page from a batch, or pin an estimated version here. Calculating alone shows them nothing.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harbour oak' })).toHaveAttribute(
      'href',
      `/admin/projects/${projectId}/design-versions/${versionId}`,
    );
    await user.click(screen.getByRole('button', { name: 'Pin Harbour oak' }));
    await waitFor(() => expect(calls[0]!.body).toEqual({ designVersionId: versionId }));
    first.unmount();
    inRouter(<VersionList project={pinned} />);
    expect(
      screen.getByText('Customers see Harbour oak with estimate E-2025-0007 of Feb 3, 2025.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the newer estimate' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pinned · Unpin Harbour oak' }));
    await waitFor(() => expect(calls[1]!.method).toBe('DELETE'));
  });

  it('offers no Pin for a version without an estimate, and the newer estimate of a pinned one', async () => {
    answerCalls({});
    const view = inRouter(<VersionList project={makeAdminProject()} />);
    expect(screen.queryByRole('button', { name: 'Pin Harbour oak' })).toBeNull();
    expect(screen.getByText('Calculate first')).toBeInTheDocument();
    view.unmount();
    inRouter(
      <VersionList
        project={makeAdminProject({
          activeDesignVersionId: versionId,
          shownToCustomers: {
            kind: 'pinned',
            designVersionId: versionId,
            reference: 'E-2025-0007',
            issuedAt: '2025-02-03T10:00:00.000Z',
            hasNewerEstimate: true,
          },
        })}
      />,
    );
    expect(
      screen.getByText(
        'Customers see Harbour oak with estimate E-2025-0007 of Feb 3, 2025. It has been calculated again since: pin it again to show the newer estimate.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the newer estimate' })).toBeInTheDocument();
  });

  it('names the published page customers see', () => {
    answerCalls({});
    inRouter(
      <VersionList
        project={makeAdminProject({
          shownToCustomers: { kind: 'page', slug: 'harbour-estimate', name: 'Harbour estimate' },
        })}
      />,
    );
    expect(
      screen.getByText(
        'Customers see the published estimate page “Harbour estimate” (/estimate/harbour-estimate).',
      ),
    ).toBeInTheDocument();
  });

  it('says when there are no versions yet', () => {
    answerCalls({});
    inRouter(<VersionList project={makeAdminProject({ designVersions: [] })} />);
    expect(
      screen.getByText('No design versions have been created for this project yet.'),
    ).toBeInTheDocument();
  });
});

describe('ProjectTable', () => {
  const item: ProjectListItem = {
    id: 'p1',
    name: 'Walker Garden Studio',
    status: 'design',
    phase: 'delivery',
    isDemo: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    customerEmails: ['customer@corner.example'],
    activeEstimate: null,
    reservation: null,
    lastActivity: null,
  };

  it("shows each project's stage, as its dashboard says it (decision 53), the template as such", () => {
    inRouter(
      <ProjectTable
        projects={[item, { ...item, id: 'p2', name: 'Corner template', isDemo: true }]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Stage' })).toBeVisible();
    const [studio, template] = screen.getAllByRole('row').slice(1);
    expect(within(studio!).getByRole('cell', { name: 'Delivery' })).toBeVisible();
    expect(studio).not.toHaveTextContent('Design');
    expect(within(template!).getByRole('cell', { name: 'Template' })).toBeVisible();
  });
});

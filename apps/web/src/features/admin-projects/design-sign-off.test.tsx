import type { AdminProject, ProjectSignOffs } from '@corner/contracts';
import { designSignOffTexts, formatDate } from '@corner/contracts/display';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, type Answer, type Call } from '@/testing/answer-calls';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';
import { ProjectDesignSignOff } from './components/project-design-sign-off';
import {
  makeAdminProject,
  makeDesignSignOff,
  makeProjectSignOffs,
  projectId,
  versionId,
} from './testing';

/* 'Design sign-off' on the back office project page: its states, asking for it, withdrawing it. */

const signOffsPath = `/project/${projectId}/design-sign-offs`;
const uploadPath = `/project/${projectId}/message-attachments`;
const signOffId = makeDesignSignOff().id;
const withdrawPath = `${signOffsPath}/${signOffId}/withdraw`;
const otherVersionId = '30000000-0000-4000-8000-000000000002';

const signOffs = (overrides: Partial<ProjectSignOffs> = {}): Answer => ({
  status: 200,
  body: makeProjectSignOffs(overrides),
});

const approved = makeDesignSignOff({
  state: 'approved',
  approval: {
    fullName: 'Casey Walker',
    approvedAt: '2025-03-04T14:30:00.000Z',
    signed: true,
    termsRevision: 2,
    recordPath: `/api/v1/project/${projectId}/design-sign-offs/${signOffId}/record`,
    checkPath: `/sign-off-records/${signOffId}`,
  },
});
const withdrawn = makeDesignSignOff({
  ...approved,
  state: 'withdrawn',
  withdrawn: { at: '2025-03-06T09:00:00.000Z', reason: 'The worktop changed', by: 'Dana Reyes' },
});
const approvedLine = designSignOffTexts.approved(
  'Harbour oak',
  formatDate('2025-03-04T14:30:00.000Z'),
  'Casey Walker',
);

const drawing = {
  id: '36000000-0000-4000-8000-0000000000d2',
  kind: 'pdf' as const,
  name: 'elevations.pdf',
  url: '/files/elevations.pdf',
  thumbnailUrl: null,
  bytes: 4096,
};

async function renderSection(
  answers: Record<string, Answer | Answer[]>,
  project: AdminProject = makeAdminProject(),
) {
  const calls: Call[] = [];
  answerCalls(answers, { calls });
  const rendered = await renderApp({
    url: '/',
    routes: [{ path: '/', element: <ProjectDesignSignOff project={project} /> }],
  });
  await screen.findByRole('heading', { name: designSignOffTexts.title });
  return { ...rendered, calls };
}

const posts = (calls: Call[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

const openRequest = async (user: Awaited<ReturnType<typeof renderSection>>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Ask for sign-off' }));
  return within(screen.getByRole('dialog', { name: 'Ask for sign-off' }));
};

describe('the design sign-off on the back office project page', () => {
  it('says when no design is waiting for sign-off', async () => {
    await renderSection({ [`GET ${signOffsPath}`]: signOffs() });
    expect(screen.getByText(designSignOffTexts.noRequest)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ask for sign-off' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Withdraw the sign-off' })).toBeNull();
  });

  it('says a design waits for the customer, with its drawings', async () => {
    await renderSection({ [`GET ${signOffsPath}`]: signOffs({ current: makeDesignSignOff() }) });
    expect(screen.getByText(designSignOffTexts.waiting)).toBeVisible();
    expect(
      screen.getByText(
        `Harbour oak: sent for sign-off on ${formatDate('2025-03-01T10:00:00.000Z')} by Dana Reyes`,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'plan.pdf' })).toHaveAttribute(
      'href',
      '/files/plan.pdf',
    );
    expect(screen.getByRole('button', { name: 'Ask for sign-off' })).toBeVisible();
  });

  it('says when the customer asked for changes', async () => {
    await renderSection({
      [`GET ${signOffsPath}`]: signOffs({
        current: makeDesignSignOff({
          state: 'changes-asked',
          changesAskedAt: '2025-03-02T10:00:00.000Z',
        }),
      }),
    });
    expect(screen.getByText(designSignOffTexts.changesAskedStaff)).toBeVisible();
    expect(screen.queryByText(designSignOffTexts.waiting)).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask for sign-off' })).toBeVisible();
  });

  it('says who signed the design off, with the record, and offers no new request', async () => {
    await renderSection({ [`GET ${signOffsPath}`]: signOffs({ current: approved }) });
    expect(screen.getByText(approvedLine)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Download the sign-off record (PDF)' }),
    ).toHaveAttribute('href', approved.approval!.recordPath);
    expect(screen.getByRole('link', { name: 'Check this record' })).toHaveAttribute(
      'href',
      `/sign-off-records/${signOffId}`,
    );
    expect(screen.getByRole('button', { name: 'Withdraw the sign-off' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ask for sign-off' })).toBeNull();
  });

  it('lists the earlier sign-offs: replaced, and withdrawn with who, when and why', async () => {
    const superseded = makeDesignSignOff({
      id: '50000000-0000-4000-8000-000000000002',
      state: 'superseded',
      designVersionName: 'Harbour pine',
      requestedAt: '2025-02-20T10:00:00.000Z',
    });
    await renderSection({
      [`GET ${signOffsPath}`]: signOffs({ earlier: [withdrawn, superseded] }),
    });
    const earlier = within(
      screen.getByRole('heading', { name: 'Earlier sign-offs' }).parentElement!,
    );
    expect(earlier.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Harbour oak: signed off on ${formatDate('2025-03-04T14:30:00.000Z')} by Casey Walker, withdrawn on ${formatDate('2025-03-06T09:00:00.000Z')} by Dana Reyes: The worktop changed`,
      `Harbour pine: sent for sign-off on ${formatDate('2025-02-20T10:00:00.000Z')}, replaced by a later request`,
    ]);
  });

  it('uploads the drawings as they are chosen and asks for sign-off with the version and the note', async () => {
    const project = makeAdminProject({
      designVersions: [
        ...makeAdminProject().designVersions,
        {
          id: otherVersionId,
          name: 'Harbour walnut',
          createdAt: '2025-02-03T09:30:00.000Z',
          estimateId: null,
          lineCount: 1,
          renderCount: 0,
        },
      ],
    });
    const requested = makeDesignSignOff({
      designVersionId: otherVersionId,
      designVersionName: 'Harbour walnut',
      drawings: [drawing],
    });
    const { user, calls } = await renderSection(
      {
        [`GET ${signOffsPath}`]: [signOffs(), signOffs({ current: requested })],
        [`POST ${uploadPath}`]: { status: 201, body: drawing },
        [`POST ${signOffsPath}`]: { status: 201, body: requested },
      },
      project,
    );
    const dialog = await openRequest(user);
    expect(dialog.getByLabelText('Design version')).toHaveValue(versionId);
    await user.selectOptions(dialog.getByLabelText('Design version'), 'Harbour walnut');
    await user.upload(
      dialog.getByLabelText('Drawings'),
      new File(['%PDF-1.7'], 'elevations.pdf', { type: 'application/pdf' }),
    );
    const picked = dialog.getByRole('list', { name: 'Drawings to send' });
    await waitFor(() => expect(picked).not.toHaveTextContent('uploading…'));
    expect(picked).toHaveTextContent('elevations.pdf');
    expect(posts(calls, uploadPath)).toHaveLength(1);
    await user.type(dialog.getByLabelText('Note (optional)'), '  The tall units moved left. ');
    await user.click(dialog.getByRole('button', { name: 'Ask for sign-off' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, signOffsPath)).toEqual([
      {
        method: 'POST',
        path: signOffsPath,
        body: {
          designVersionId: otherVersionId,
          drawingIds: [drawing.id],
          note: 'The tall units moved left.',
        },
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Harbour walnut was sent to the customers for sign-off.',
    );
    expect(await screen.findByText(designSignOffTexts.waiting)).toBeVisible();
    expect(screen.getByRole('link', { name: 'elevations.pdf' })).toBeVisible();
  });

  it('asks for the drawings before sending, and sends without a note none', async () => {
    const { user, calls } = await renderSection({
      [`GET ${signOffsPath}`]: [signOffs(), signOffs({ current: makeDesignSignOff() })],
      [`POST ${uploadPath}`]: { status: 201, body: drawing },
      [`POST ${signOffsPath}`]: { status: 201, body: makeDesignSignOff() },
    });
    const dialog = await openRequest(user);
    await user.click(dialog.getByRole('button', { name: 'Ask for sign-off' }));
    const input = dialog.getByLabelText('Drawings');
    expect(dialog.getByText(designSignOffTexts.drawingsRequired)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.upload(input, new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' }));
    const picked = dialog.getByRole('list', { name: 'Drawings to send' });
    await waitFor(() => expect(picked).not.toHaveTextContent('uploading…'));
    expect(dialog.queryByText(designSignOffTexts.drawingsRequired)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Ask for sign-off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, signOffsPath)[0]!.body).toEqual({
      designVersionId: versionId,
      drawingIds: [drawing.id],
    });
  });

  it('removes a chosen drawing from the request', async () => {
    const { user } = await renderSection({
      [`GET ${signOffsPath}`]: signOffs(),
      [`POST ${uploadPath}`]: { status: 201, body: drawing },
    });
    const dialog = await openRequest(user);
    await user.upload(
      dialog.getByLabelText('Drawings'),
      new File(['%PDF-1.7'], 'elevations.pdf', { type: 'application/pdf' }),
    );
    await user.click(await dialog.findByRole('button', { name: 'Remove elevations.pdf' }));
    expect(dialog.queryByRole('list', { name: 'Drawings to send' })).toBeNull();
    expect(dialog.getByLabelText('Drawings')).toHaveFocus();
  });

  it("shows the API's sentence when it refuses the request, and stays open", async () => {
    const logged = expectConsoleErrors();
    const { user, calls } = await renderSection({
      [`GET ${signOffsPath}`]: signOffs(),
      [`POST ${uploadPath}`]: { status: 201, body: drawing },
      [`POST ${signOffsPath}`]: {
        status: 409,
        body: { code: 'CONFLICT', error: designSignOffTexts.alreadySignedOff },
      },
    });
    const dialog = await openRequest(user);
    await user.upload(
      dialog.getByLabelText('Drawings'),
      new File(['%PDF-1.7'], 'elevations.pdf', { type: 'application/pdf' }),
    );
    const picked = dialog.getByRole('list', { name: 'Drawings to send' });
    await waitFor(() => expect(picked).not.toHaveTextContent('uploading…'));
    await user.click(dialog.getByRole('button', { name: 'Ask for sign-off' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      `Error: ${designSignOffTexts.alreadySignedOff}`,
    );
    expect(screen.getByRole('dialog', { name: 'Ask for sign-off' })).toBeVisible();
    expect(posts(calls, signOffsPath)).toHaveLength(1);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('withdraws the sign-off only with a reason, sends it, and lists it as withdrawn', async () => {
    const { user, calls } = await renderSection({
      [`GET ${signOffsPath}`]: [
        signOffs({ current: approved }),
        signOffs({ earlier: [withdrawn] }),
      ],
      [`POST ${withdrawPath}`]: { status: 200, body: withdrawn },
    });
    await user.click(screen.getByRole('button', { name: 'Withdraw the sign-off' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Withdraw the sign-off' }));
    const confirm = dialog.getByRole('button', { name: 'Withdraw the sign-off' });
    await user.click(confirm);
    expect(dialog.getByText('Say why the sign-off is withdrawn')).toBeVisible();
    expect(dialog.getByLabelText('Why is it withdrawn?')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(dialog.getByLabelText('Why is it withdrawn?'), 'The worktop changed');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, withdrawPath)).toEqual([
      { method: 'POST', path: withdrawPath, body: { reason: 'The worktop changed' } },
    ]);
    expect(await screen.findByText(designSignOffTexts.noRequest)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The sign-off of Harbour oak was withdrawn.',
    );
    expect(screen.getByText(/withdrawn on .* by Dana Reyes: The worktop changed$/)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: designSignOffTexts.title })).toHaveFocus(),
    );
  });

  it("shows the API's sentence when the withdrawal is refused", async () => {
    const logged = expectConsoleErrors();
    const { user } = await renderSection({
      [`GET ${signOffsPath}`]: signOffs({ current: approved }),
      [`POST ${withdrawPath}`]: {
        status: 409,
        body: { code: 'CONFLICT', error: designSignOffTexts.alreadyWithdrawn },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Withdraw the sign-off' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Withdraw the sign-off' }));
    await user.type(dialog.getByLabelText('Why is it withdrawn?'), 'The worktop changed');
    await user.click(dialog.getByRole('button', { name: 'Withdraw the sign-off' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      `Error: ${designSignOffTexts.alreadyWithdrawn}`,
    );
    expect(logged).toHaveBeenCalledTimes(1);
  });
});

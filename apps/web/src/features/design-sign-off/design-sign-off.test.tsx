import type { ProjectSignOffs, UserProfile } from '@corner/contracts';
import { acceptanceTexts, designSignOffTexts, formatDate } from '@corner/contracts/display';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { projectKeys } from '@/api/project-keys';
import { drawSignature, signaturePads } from '@/components/acceptance/testing';
import { answerCalls, type Answer, type Call } from '@/testing/answer-calls';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';
import { DesignSignOffSection } from './components/design-sign-off-section';
import {
  approvedSignOff,
  approvePath,
  askForChangesPath,
  customer,
  designer,
  makeDesignSignOff,
  makeSignOffs,
  projectId,
  signOffsPath,
  signOffTerms,
} from './testing';

/* 'Design sign-off' on the customer's project dashboard (issue 38 point 3). */

vi.mock('signature_pad', async () => ({
  default: (await import('@/components/acceptance/testing')).FakeSignaturePad,
}));

beforeEach(() => {
  signaturePads.length = 0;
  // jsdom has no 2D context; the pad itself is a stand-in.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

interface Options {
  user?: UserProfile;
  signOffs: Answer | Answer[];
  approve?: Answer;
  ask?: Answer;
}

async function renderSection(options: Options) {
  const calls: Call[] = [];
  answerCalls(
    {
      [`GET ${signOffsPath}`]: options.signOffs,
      ...(options.approve ? { [`POST ${approvePath}`]: options.approve } : {}),
      ...(options.ask ? { [`POST ${askForChangesPath}`]: options.ask } : {}),
    },
    {
      calls,
      background: { 'GET /auth/session': { status: 200, body: options.user ?? customer } },
    },
  );
  const rendered = await renderApp({
    url: '/',
    routes: [{ path: '/', element: <DesignSignOffSection projectId={projectId} /> }],
    // The stages and a thread, to see them asked again after an answer.
    queryData: [
      [projectKeys.stages(projectId), { stages: [] }],
      [['messages', 'thread', projectId], { pages: [] }],
    ],
  });
  return { ...rendered, calls };
}

const ok = (body: ProjectSignOffs): Answer => ({ status: 200, body });
const section = async () =>
  within(await screen.findByRole('region', { name: designSignOffTexts.title }));
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');
const approveDialog = async () =>
  within(await screen.findByRole('dialog', { name: 'Approve the design' }));
const approvedText = designSignOffTexts.approved(
  'Oak & Brass',
  formatDate('2025-03-04T14:30:00.000Z'),
  'Casey Walker',
);

describe('a design waiting for sign-off', () => {
  it('names the version, links each drawing with a thumbnail for pictures, and offers both answers', async () => {
    await renderSection({ signOffs: ok(makeSignOffs()) });
    const shown = await section();
    expect(shown.getByRole('heading', { level: 2 })).toHaveTextContent(designSignOffTexts.title);
    expect(shown.getByText(designSignOffTexts.ready('Oak & Brass'))).toBeVisible();
    const drawings = within(shown.getByRole('list', { name: 'Drawings' }));
    const pdf = drawings.getByRole('link', { name: /elevations\.pdf/ });
    expect(pdf).toHaveAttribute('href', '/api/v1/project/p1/message-attachments/d1');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf.querySelector('img')).toBeNull();
    const picture = drawings.getByRole('link', { name: /island\.jpg/ });
    expect(picture).toHaveAttribute('href', '/api/v1/project/p1/message-attachments/d2');
    expect(picture.querySelector('img')).toHaveAttribute(
      'src',
      '/api/v1/project/p1/message-attachments/d2/thumbnail',
    );
    expect(shown.getByRole('button', { name: 'Approve the design' })).toBeVisible();
    expect(shown.getByRole('button', { name: 'Ask for changes' })).toBeVisible();
    expect(shown.queryByText(designSignOffTexts.noTerms)).toBeNull();
  });

  it('says the terms are not ready instead of offering to approve, and still takes changes', async () => {
    await renderSection({ signOffs: ok(makeSignOffs({ terms: null })) });
    const shown = await section();
    expect(shown.getByText(designSignOffTexts.noTerms)).toBeVisible();
    expect(shown.queryByRole('button', { name: 'Approve the design' })).toBeNull();
    expect(shown.getByRole('button', { name: 'Ask for changes' })).toBeVisible();
  });

  it('shows staff the state only', async () => {
    await renderSection({ user: designer, signOffs: ok(makeSignOffs()) });
    const shown = await section();
    expect(shown.getByText(designSignOffTexts.waiting)).toBeVisible();
    expect(shown.queryByRole('button')).toBeNull();
  });

  it('shows nothing when no design was sent for sign-off', async () => {
    await renderSection({ signOffs: ok(makeSignOffs({ current: null })) });
    await waitFor(() => expect(screen.queryByText('Loading page…')).toBeNull());
    expect(screen.queryByRole('region', { name: designSignOffTexts.title })).toBeNull();
  });
});

describe('approving the design', () => {
  it('shows the terms in full and what is signed off, and asks for the name and the tick first', async () => {
    const { user, calls } = await renderSection({ signOffs: ok(makeSignOffs()) });
    await user.click((await section()).getByRole('button', { name: 'Approve the design' }));
    const form = await approveDialog();
    expect(form.getByRole('region', { name: 'Terms' }).textContent).toBe(signOffTerms.text);
    expect(form.getByText('Oak & Brass')).toBeVisible();
    expect(form.getByText('elevations.pdf, island.jpg')).toBeVisible();
    expect(form.getByRole('img', { name: 'Draw your signature (optional)' })).toBeVisible();

    await user.click(form.getByRole('button', { name: 'Approve the design' }));
    expect(form.getByText('This field is required')).toBeVisible();
    expect(form.getByText(designSignOffTexts.agreeRequired)).toBeVisible();
    expect(form.getByLabelText('Your full name')).toHaveFocus();

    // The name alone: the tick box is still asked for.
    await user.type(form.getByLabelText('Your full name'), 'Casey Walker');
    await user.click(form.getByRole('button', { name: 'Approve the design' }));
    expect(form.queryByText('This field is required')).toBeNull();
    expect(form.getByText(designSignOffTexts.agreeRequired)).toBeVisible();
    expect(form.getByLabelText(designSignOffTexts.agree)).toHaveFocus();
    expect(posts(calls)).toEqual([]);
  });

  it('sends the name, the terms revision and no signature, then shows the sign-off with its record', async () => {
    const { user, calls, queryClient } = await renderSection({
      signOffs: [ok(makeSignOffs()), ok(makeSignOffs({ current: approvedSignOff() }))],
      approve: { status: 200, body: approvedSignOff() },
    });
    await user.click((await section()).getByRole('button', { name: 'Approve the design' }));
    const form = await approveDialog();
    await user.type(form.getByLabelText('Your full name'), '  Casey Walker ');
    await user.click(form.getByLabelText(designSignOffTexts.agree));
    await user.click(form.getByRole('button', { name: 'Approve the design' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: approvePath,
        body: { fullName: 'Casey Walker', agreed: true, termsRevision: 2, signature: null },
      },
    ]);
    const shown = await section();
    expect(shown.getByText(approvedText)).toBeVisible();
    await waitFor(() => expect(shown.getByText(approvedText).parentElement).toHaveFocus());
    expect(shown.queryByRole('button', { name: 'Approve the design' })).toBeNull();
    // Production waits for the sign-off; the thread is read again too.
    expect(queryClient.getQueryState(projectKeys.stages(projectId))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['messages', 'thread', projectId])?.isInvalidated).toBe(true);
  });

  it('asks for a drawn signature when the setting requires one, and sends it as a PNG', async () => {
    const { user, calls } = await renderSection({
      signOffs: [
        ok(makeSignOffs({ signature: 'required' })),
        ok(makeSignOffs({ current: approvedSignOff() })),
      ],
      approve: { status: 200, body: approvedSignOff() },
    });
    await user.click((await section()).getByRole('button', { name: 'Approve the design' }));
    const form = await approveDialog();
    expect(form.getByRole('img', { name: 'Draw your signature' })).toBeVisible();
    await user.type(form.getByLabelText('Your full name'), 'Casey Walker');
    await user.click(form.getByLabelText(designSignOffTexts.agree));
    await user.click(form.getByRole('button', { name: 'Approve the design' }));
    expect(form.getByText(acceptanceTexts.signatureRequired)).toBeVisible();
    expect(posts(calls)).toEqual([]);

    drawSignature();
    await user.click(form.getByRole('button', { name: 'Approve the design' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)[0]?.body).toMatchObject({ signature: 'data:image/png;base64,c2lnbmVk' });
  });

  it("shows the API's refusal in the dialog and the terms as they read now", async () => {
    expectConsoleErrors();
    const newTerms = { revision: 3, text: 'New sign-off terms.' };
    const { user, calls } = await renderSection({
      signOffs: [ok(makeSignOffs()), ok(makeSignOffs({ terms: newTerms }))],
      approve: {
        status: 409,
        body: { error: designSignOffTexts.termsChanged, code: 'CONFLICT' },
      },
    });
    await user.click((await section()).getByRole('button', { name: 'Approve the design' }));
    const form = await approveDialog();
    await user.type(form.getByLabelText('Your full name'), 'Casey Walker');
    await user.click(form.getByLabelText(designSignOffTexts.agree));
    await user.click(form.getByRole('button', { name: 'Approve the design' }));
    expect(await form.findByRole('alert')).toHaveTextContent(designSignOffTexts.termsChanged);
    expect(form.getByRole('alert').textContent).toBe(designSignOffTexts.termsChanged);
    await waitFor(() =>
      expect(form.getByRole('region', { name: 'Terms' })).toHaveTextContent(newTerms.text),
    );
    expect(posts(calls)).toHaveLength(1);
  });
});

describe('asking for changes', () => {
  it('sends what the customer would like changed, then says that changes were asked for', async () => {
    const { user, calls } = await renderSection({
      signOffs: [
        ok(makeSignOffs()),
        ok(
          makeSignOffs({
            current: makeDesignSignOff({
              state: 'changes-asked',
              changesAskedAt: '2025-03-02T10:00:00.000Z',
            }),
          }),
        ),
      ],
      ask: { status: 200, body: makeDesignSignOff({ state: 'changes-asked' }) },
    });
    await user.click((await section()).getByRole('button', { name: 'Ask for changes' }));
    const form = within(await screen.findByRole('dialog', { name: 'Ask for changes' }));
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(form.getByText('Write a message')).toBeVisible();
    expect(form.getByLabelText('What would you like changed?')).toHaveFocus();
    expect(posts(calls)).toEqual([]);

    await user.type(
      form.getByLabelText('What would you like changed?'),
      'Could the sink move left?',
    );
    await user.click(form.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([
      { method: 'POST', path: askForChangesPath, body: { text: 'Could the sink move left?' } },
    ]);
    const shown = await section();
    expect(shown.getByText(designSignOffTexts.changesAsked)).toBeVisible();
    await waitFor(() => expect(shown.getByText(designSignOffTexts.changesAsked)).toHaveFocus());
    expect(shown.queryByRole('button')).toBeNull();
  });

  it("shows the API's refusal in the dialog", async () => {
    expectConsoleErrors();
    const { user } = await renderSection({
      signOffs: [ok(makeSignOffs()), ok(makeSignOffs())],
      ask: { status: 409, body: { error: designSignOffTexts.notWaiting, code: 'CONFLICT' } },
    });
    await user.click((await section()).getByRole('button', { name: 'Ask for changes' }));
    const form = within(await screen.findByRole('dialog', { name: 'Ask for changes' }));
    await user.type(form.getByLabelText('What would you like changed?'), 'Longer island');
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByRole('alert')).toHaveTextContent(designSignOffTexts.notWaiting);
  });
});

describe('an answered design', () => {
  it('says who signed it off and when, with the PDF record and its checking page', async () => {
    await renderSection({ signOffs: ok(makeSignOffs({ current: approvedSignOff() })) });
    const shown = await section();
    expect(shown.getByText(approvedText)).toBeVisible();
    const record = shown.getByRole('link', { name: 'Download the sign-off record (PDF)' });
    expect(record).toHaveAttribute('href', '/api/v1/project/p1/design-sign-offs/so1/record');
    expect(record).toHaveAttribute('download');
    expect(shown.getByRole('link', { name: 'Check this record' })).toHaveAttribute(
      'href',
      '/sign-off-records/so1',
    );
    expect(shown.queryByRole('button')).toBeNull();
  });

  it('tells the customer that changes were asked for, and staff that the customer asked', async () => {
    const changes = makeSignOffs({ current: makeDesignSignOff({ state: 'changes-asked' }) });
    await renderSection({ signOffs: ok(changes) });
    expect((await section()).getByText(designSignOffTexts.changesAsked)).toBeVisible();

    await renderSection({ user: designer, signOffs: ok(changes) });
    expect(await screen.findByText(designSignOffTexts.changesAskedStaff)).toBeVisible();
  });
});

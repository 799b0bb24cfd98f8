import type { ProjectAcceptances } from '@corner/contracts';
import { formatDate } from '@corner/contracts/display';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, type Answer, type Call } from '@/testing/answer-calls';
import { makeAcceptance } from '@/testing/fixtures';
import { renderApp } from '@/testing/test-utils';
import { ProjectAcceptance } from './components/project-acceptance';
import { projectId } from './testing';

/* 'Acceptance' on the back office's project page: the accepted estimate and its withdrawal. */

const acceptancesPath = `/project/${projectId}/acceptances`;
const withdrawPath = `${acceptancesPath}/a1/withdraw`;

const accepted = makeAcceptance({
  signed: true,
  recordPath: `/api/v1/project/${projectId}/acceptances/a1/record`,
});
const withdrawnOne: typeof accepted = {
  ...accepted,
  withdrawn: { at: '2025-03-06T09:00:00.000Z', reason: 'The worktop changed', by: 'Dana' },
};
const acceptances = (overrides: Partial<ProjectAcceptances>): Answer => ({
  status: 200,
  body: { current: null, withdrawn: [], terms: null, signature: 'optional', ...overrides },
});

async function renderSection(answers: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  answerCalls(answers, { calls });
  const rendered = await renderApp({
    url: '/',
    routes: [{ path: '/', element: <ProjectAcceptance projectId={projectId} /> }],
  });
  return { ...rendered, calls };
}

const acceptedLine = `Accepted on ${formatDate('2025-03-04T14:30:00.000Z')} by Casey Walker: estimate E-2025-0042, $12,345.60`;

describe('the acceptance on the back office project page', () => {
  it('says who accepted which estimate, with the record', async () => {
    await renderSection({ [`GET ${acceptancesPath}`]: acceptances({ current: accepted }) });
    expect(await screen.findByRole('heading', { name: 'Acceptance' })).toBeVisible();
    expect(screen.getByText(acceptedLine)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Download the acceptance record (PDF)' }),
    ).toHaveAttribute('href', accepted.recordPath);
    expect(screen.getByRole('button', { name: 'Withdraw acceptance' })).toBeVisible();
  });

  it('says when none is accepted', async () => {
    await renderSection({ [`GET ${acceptancesPath}`]: acceptances({}) });
    expect(await screen.findByText('No estimate accepted yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Withdraw acceptance' })).toBeNull();
  });

  it('withdraws only with a reason, sends it, and lists the acceptance as withdrawn', async () => {
    const { user, calls } = await renderSection({
      [`GET ${acceptancesPath}`]: [
        acceptances({ current: accepted }),
        acceptances({ withdrawn: [withdrawnOne] }),
      ],
      [`POST ${withdrawPath}`]: { status: 200, body: withdrawnOne },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw acceptance' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Withdraw acceptance' }));
    const confirm = dialog.getByRole('button', { name: 'Withdraw acceptance' });
    await user.click(confirm);
    expect(dialog.getByText('Say why the acceptance is withdrawn')).toBeVisible();
    await user.type(dialog.getByLabelText('Why is it withdrawn?'), ' ab ');
    await user.click(confirm);
    expect(dialog.getByText('Say why the acceptance is withdrawn')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(dialog.getByLabelText('Why is it withdrawn?'));
    await user.type(dialog.getByLabelText('Why is it withdrawn?'), 'The worktop changed');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: withdrawPath,
      body: { reason: 'The worktop changed' },
    });
    expect(await screen.findByText('No estimate accepted yet.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The acceptance of estimate E-2025-0042 was withdrawn.',
    );
    expect(
      screen.getByText(
        `Estimate E-2025-0042: accepted on ${formatDate('2025-03-04T14:30:00.000Z')}, withdrawn on ${formatDate('2025-03-06T09:00:00.000Z')}: The worktop changed`,
      ),
    ).toBeVisible();
  });
});

import type { Batch } from '@corner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';
import {
  answerCalls,
  batchApiPath,
  makeBatch,
  makeBatchSummary,
  makeDesignVersion,
  makeEstimate,
  projectId,
  seedBatchesScreen,
  batchesScreenUrl,
  versionIds,
} from '@/features/batches/testing';

/* Issue 25 point 5 on the batches screen: partial Calculate, warnings, rename and delete. */

const listPath = `/project/${projectId}/batches`;
const estimateId = '50000000-0000-4000-8000-000000000001';
const page = {
  id: '60000000-0000-4000-8000-000000000001',
  name: 'Walker kitchen estimate',
  createdAt: '2025-01-06T12:00:00.000Z',
  estimateSlug: 'walker-kitchen',
};

/** The screen with `batch` open, its one estimate answered. */
const seed = (batch: Batch) => seedBatchesScreen(batch, { estimates: [makeEstimate()] });

/** The first version estimated, the second (no name: its date stands in) not. */
const partly = (overrides: Partial<Batch> = {}) =>
  makeBatch({
    designVersions: makeBatch().designVersions.map((version, index) => ({
      ...version,
      estimateId: index === 0 ? estimateId : null,
    })),
    ...overrides,
  });

const refreshAnswers = (batch: Batch) => ({
  [`GET ${listPath}`]: { status: 200, body: [makeBatchSummary()] },
  [`GET ${batchApiPath}`]: { status: 200, body: batch },
  [`POST ${batchApiPath}/estimates`]: { status: 200, body: [makeEstimate()] },
  [`GET /project/${projectId}/design-versions/${versionIds[0]}`]: {
    status: 200,
    body: makeDesignVersion(),
  },
});

describe('batches screen: rough edges', () => {
  beforeAll(() => import('./design-versions'));

  it('says which versions have no estimate and calculates only those', async () => {
    answerCalls({
      ...refreshAnswers(partly()),
      [`POST ${batchApiPath}/calculate-batch-estimate`]: {
        status: 200,
        body: [makeEstimate({ id: '50000000-0000-4000-8000-000000000002' })],
      },
    });
    const { user } = await renderApp({ url: batchesScreenUrl, queryData: seed(partly()) });
    const estimates = await screen.findByRole('list', { name: 'Estimates' });
    expect(within(estimates).getAllByRole('listitem')).toHaveLength(1);
    expect(
      screen.getByText('1 of 2 design versions has no estimate yet: Jan 4, 2025, 4:30 PM.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Calculate missing estimates' }));
    await waitFor(() => {
      const urls = vi.mocked(fetch).mock.calls.map(([input]) => input as string);
      expect(urls).toContainEqual(
        expect.stringMatching(/\/calculate-batch-estimate\?versions=missing$/),
      );
    });
  });

  it('disables the partial Calculate until the batch has parameters', async () => {
    await renderApp({ url: batchesScreenUrl, queryData: seed(partly({ estimateParams: null })) });
    expect(
      await screen.findByRole('button', { name: 'Calculate missing estimates' }),
    ).toBeDisabled();
  });

  it('warns, naming the page, before deleting the estimates of a published batch', async () => {
    const { user } = await renderApp({
      url: batchesScreenUrl,
      queryData: seed(partly({ createdEstimatePage: page })),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete estimates' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this estimates?');
    expect(confirm).toHaveTextContent(
      "The estimate page /walker-kitchen is published: once these estimates are deleted, it shows 'No Estimate found' to everyone who opens it.",
    );
  });

  it('renames a batch; a taken name shows the error and the dialog stays', async () => {
    expectConsoleErrors();
    const renamed = partly({ name: 'Final offer' });
    const calls = answerCalls({
      ...refreshAnswers(renamed),
      [`PUT ${batchApiPath}`]: [
        {
          status: 409,
          body: {
            code: 'CONFLICT',
            error: 'Another batch of this project is already named "Second": choose another name',
          },
        },
        { status: 200, body: renamed },
      ],
    });
    const { user } = await renderApp({ url: batchesScreenUrl, queryData: seed(partly()) });
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename batch' });
    const name = within(dialog).getByLabelText('Batch name');
    expect(name).toHaveValue('initial estimate');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls).toHaveLength(0);

    await user.type(name, 'Second');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: Request failed with status 409: Another batch of this project is already named "Second": choose another name',
    );
    await user.clear(name);
    await user.type(name, 'Final offer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { name: 'Second' },
      { name: 'Final offer' },
    ]);
  });

  it('deletes a batch after a confirmation that names its published page', async () => {
    const calls = answerCalls({
      [`DELETE ${batchApiPath}`]: { status: 204 },
      [`GET ${listPath}`]: { status: 200, body: [] },
    });
    const { user } = await renderApp({
      url: batchesScreenUrl,
      queryData: seed(partly({ createdEstimatePage: page })),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete batch' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete batch' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this batch?');
    expect(confirm).toHaveTextContent(
      'Its estimate page /walker-kitchen is published: it goes too, and its link will no longer open.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete batch' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('No Batches')).toBeVisible();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(`DELETE ${batchApiPath}`);
  });

  it("says what a page slug may hold under 'Page slug'", async () => {
    answerCalls({}); // the slug check: free
    const { user } = await renderApp({ url: batchesScreenUrl, queryData: seed(partly()) });
    await user.click(await screen.findByRole('button', { name: 'Create estimate page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create estimate page' });
    expect(within(dialog).getByLabelText('Page slug')).toHaveAccessibleDescription(
      /^May hold lowercase letters, digits and hyphens, 3 to 80 characters\./,
    );
  });
});
